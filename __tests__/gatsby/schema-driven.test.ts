/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSchema, graphqlSync } from "graphql";
import { loadCollections, loadCommonDefinitions } from "../../src/lib/content/content-folder";
import type { ContentProblem } from "../../gatsby/content-check";
import { graphqlTypeDefs } from "../../gatsby/graphql-types";
import { checkFixture, patchContent } from "../fixtures/content-patches";

const ROOT = path.join(__dirname, "..", "..");
const BASE = path.join(__dirname, "..", "fixtures", "content", "base");
const VEHICLE = "content/vehicles/zfr1.0.json";

/** The directives and types Gatsby gives every schema, so the SDL builds without Gatsby. */
const GATSBY_PRELUDE = `
  directive @dontInfer on OBJECT
  directive @link(by: String) on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  scalar Date
  type File { relativePath: String! }
`;

/** A graphql-js schema of the type definitions; Gatsby itself adds the Node interface's fields (id…). */
function buildTypes(sdl: string, query: string) {
  return buildSchema(`${GATSBY_PRELUDE}\n${sdl.replace(/ implements Node/g, "")}\ntype Query { ${query} }`);
}

/** A copy of the site's schema folder and of the base content fixture, to change freely. */
function workspace(): { root: string; schemas: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "schema-driven-"));
  fs.cpSync(BASE, root, { recursive: true });
  const schemas = path.join(root, "content", "schemas");
  fs.cpSync(path.join(ROOT, "content", "schemas"), schemas, { recursive: true });
  return { root, schemas };
}

/** The one edit a maintainer makes to add a field: a new optional property in vehicles.schema.json. */
function addNickname(schemas: string): void {
  const file = path.join(schemas, "vehicles.schema.json");
  const schema = JSON.parse(fs.readFileSync(file, "utf8"));
  schema.properties.nickname = {
    title: "Nickname",
    description: "What the team calls the car in the workshop.",
    type: "string",
    minLength: 1,
  };
  fs.writeFileSync(file, JSON.stringify(schema, null, 2));
}

function check(root: string): ContentProblem[] {
  return checkFixture(root);
}

describe("the JSON Schemas drive the data layer", () => {
  let root: string;
  let schemas: string;
  beforeEach(() => ({ root, schemas } = workspace()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("refuses a field the schema does not have", () => {
    patchContent(root, [{ file: VEHICLE, set: { nickname: "The Beast" } }]);
    expect(check(root).map((p) => `${p.field}: ${p.message}`)).toEqual([
      "nickname: is not a known field (check its spelling against the schema)",
    ]);
  });

  it("a new optional field in one schema is checked by the content check and queryable, no other file touched", () => {
    addNickname(schemas);

    patchContent(root, [{ file: VEHICLE, set: { nickname: 7 } }]);
    expect(check(root).map((p) => `${p.field}: ${p.message}`)).toEqual([
      "nickname: must be a string (got integer 7)",
    ]);
    patchContent(root, [{ file: VEHICLE, set: { nickname: "The Beast" } }]);
    expect(check(root)).toEqual([]);

    const sdl = graphqlTypeDefs(loadCollections(schemas), loadCommonDefinitions(schemas));
    const schema = buildTypes(sdl, "vehicle: Vehicle");
    const vehicle = JSON.parse(fs.readFileSync(path.join(root, VEHICLE), "utf8"));
    const result = graphqlSync({
      schema,
      source: "{ vehicle { slug nickname combustion { engine } } }",
      rootValue: { vehicle },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      vehicle: { slug: "zfr1.0", nickname: "The Beast", combustion: { engine: "250 cc Honda CBR 250R" } },
    });
  });

  it("the site's schemas make every content type, @dontInfer, with references linked and images as files", () => {
    const sdl = graphqlTypeDefs(loadCollections(), loadCommonDefinitions());
    const schema = buildTypes(sdl, "vehicle: Vehicle");
    for (const name of [
      "SiteSettings",
      "PageCopy",
      "Team",
      "Vehicle",
      "Album",
      "PressRelease",
      "AlbumImage",
    ]) {
      expect(schema.getType(name)).toBeDefined();
    }
    const types = sdl.match(/\btype \w+[^{]*\{/g) ?? [];
    expect(types.length).toBeGreaterThan(16);
    for (const type of types) expect(type).toMatch(/@dontInfer \{$/);
    expect(sdl).toMatch(/type Vehicle implements Node @dontInfer/);
    expect(sdl).toMatch(/team: Team! @link\(by: "slug"\)/);
    expect(sdl).toMatch(/image: File @fileByRelativePath/);
    expect(sdl).toMatch(/src: File! @fileByRelativePath/);
    expect(sdl).toMatch(/date: Date! @dateformat/);
    expect(sdl).toMatch(/year: Int\n/);
  });
});
