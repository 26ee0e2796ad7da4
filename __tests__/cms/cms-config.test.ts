/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import $RefParser from "@apidevtools/json-schema-ref-parser";
import {
  generateCmsConfig,
  LEFT_OUT_HINT,
  SUMMARY_LABEL,
  type CmsCollection,
  type CmsField,
  type JsonSchema,
} from "../../gatsby/cms-config";
import { HTTPS_URL } from "../../gatsby/content-formats";

const ROOT = path.resolve(__dirname, "..", "..");
const SCHEMAS = path.join(ROOT, "content", "schemas");
const FIXTURE_SCHEMAS = path.join(ROOT, "__tests__", "fixtures", "cms-schemas");

/**
 * The collection schema files of a folder (every *.schema.json but the shared definitions), listed
 * here, and dereferenced below with json-schema-ref-parser: an oracle independent of the reading and
 * `$ref` resolution of src/lib/content/content-folder.ts that the generator uses.
 */
const collectionSchemaFiles = (schemaDir: string): string[] =>
  fs
    .readdirSync(schemaDir)
    .filter((file) => file.endsWith(".schema.json") && file !== "common.schema.json")
    .sort()
    .map((file) => path.join(schemaDir, file));

interface Described {
  title?: string;
  description?: string;
  /** Not in its parent's `required`: the one kind of field the editor may label "(optional)". */
  optional: boolean;
  /** An optional group with required fields: left out as a whole, never emptied one field at a time. */
  group: boolean;
}

/** Every property of a schema, by its path ("subEvents[].rank"), with what the editor must show. */
function schemaFields(schema: JsonSchema, prefix = ""): Map<string, Described> {
  const fields = new Map<string, Described>();
  const merged = (part: JsonSchema): JsonSchema =>
    part.allOf ? Object.assign({}, ...part.allOf.map(merged), { ...part, allOf: undefined }) : part;
  const required = new Set(merged(schema).required ?? []);
  // Required only under a condition (the home page's sections): never offered as a group to leave out.
  const sometimes = new Set(
    [schema.then, schema.else].flatMap((branch) => (branch as JsonSchema | undefined)?.required ?? []),
  );
  for (const [name, raw] of Object.entries(merged(schema).properties ?? {})) {
    const property = merged(raw);
    const key = `${prefix}${name}`;
    const optional = !required.has(name);
    const group =
      optional && !sometimes.has(name) && property.type === "object" && (property.required ?? []).length > 0;
    fields.set(key, { title: property.title, description: property.description, optional, group });
    if (property.properties) for (const [k, v] of schemaFields(property, `${key}.`)) fields.set(k, v);
    const items = property.items && merged(property.items);
    if (items?.properties) for (const [k, v] of schemaFields(items, `${key}[].`)) fields.set(k, v);
  }
  return fields;
}

/** Every editor field of a collection, by the same paths. */
function editorFields(fields: readonly CmsField[], prefix = ""): Map<string, CmsField> {
  const found = new Map<string, CmsField>();
  for (const field of fields) {
    const key = `${prefix}${field.name}`;
    found.set(key, field);
    if (field.widget === "object")
      for (const [k, v] of editorFields(field.fields ?? [], `${key}.`)) found.set(k, v);
    if (field.widget === "list" && field.fields)
      for (const [k, v] of editorFields(field.fields, `${key}[].`)) found.set(k, v);
  }
  return found;
}

const fieldsOf = (collection: CmsCollection): CmsField[] =>
  collection.fields ?? collection.files?.[0]?.fields ?? [];

const byPath = (collection: CmsCollection, fieldPath: string): CmsField => {
  const field = editorFields(fieldsOf(collection)).get(fieldPath);
  if (!field) throw new Error(`${collection.name} has no editor field ${fieldPath}`);
  return field;
};

describe("the editor configuration generated from content/schemas", () => {
  const schemaFiles = collectionSchemaFiles(SCHEMAS);

  it("has one collection per content folder (vehicles one per team), writing JSON into that folder", () => {
    const config = generateCmsConfig({ schemaDir: SCHEMAS });
    const folders = schemaFiles.map((file) => path.basename(file, ".schema.json"));
    const teams = ["tgw", "zfr-cv", "zfr-ev"];
    expect(config.collections.map((collection) => collection.name)).toEqual(
      folders.flatMap((folder) =>
        folder === "vehicles" ? teams.map((team) => `vehicles-${team}`) : [folder],
      ),
    );
    for (const collection of config.collections) {
      expect(collection.format).toBe("json");
      const target = collection.folder ?? path.dirname(collection.files?.[0]?.file ?? "");
      // Named from the repository's root, so the media library lists a new entry's folder too.
      expect(collection.media_folder).toBe(`/${target}/images`);
      expect(collection.public_folder).toBe("./images");
      expect(target).toMatch(/^content\/[a-z-]+$/);
      expect(fs.existsSync(path.join(ROOT, target))).toBe(true);
    }
  });

  it("shows each team's vehicles with only the specification table for that team", () => {
    const config = generateCmsConfig({ schemaDir: SCHEMAS });
    const tables = (name: string): string[] => {
      const collection = config.collections.find((candidate) => candidate.name === name);
      if (!collection) throw new Error(`no collection ${name}`);
      expect(collection.filter).toEqual({ field: "team", value: name.replace("vehicles-", "") });
      expect(byPath(collection, "team")).toMatchObject({
        widget: "hidden",
        default: collection.filter?.value,
      });
      return fieldsOf(collection)
        .map((field) => field.name)
        .filter((field) => field === "combustion" || field === "threeWheeler");
    };
    expect(tables("vehicles-zfr-cv")).toEqual(["combustion"]);
    expect(tables("vehicles-tgw")).toEqual(["threeWheeler"]);
    expect(tables("vehicles-zfr-ev")).toEqual([]);
  });

  it("names a referenced entry in a list by its name, not its slug, and never saves that name", () => {
    const config = generateCmsConfig({ schemaDir: SCHEMAS });
    const contentDir = path.join(ROOT, "content");
    const teams = fs
      .readdirSync(path.join(contentDir, "teams"))
      .filter((file) => file.endsWith(".json"))
      .map(
        (file) =>
          JSON.parse(fs.readFileSync(path.join(contentDir, "teams", file), "utf8")) as Record<string, string>,
      );
    expect(config.summaryLabels.team).toEqual(
      Object.fromEntries(teams.map((team) => [team.slug, team.shortName ?? team.name])),
    );
    for (const name of ["achievements", "rosters"]) {
      const summary = config.collections.find((candidate) => candidate.name === name)?.summary ?? "";
      expect(summary).toContain(`{{${SUMMARY_LABEL}team}}`);
      expect(summary).not.toContain("{{team}}");
    }
  });

  it("lists entries by name and files an album's photos in the album's own folder", () => {
    const config = generateCmsConfig({ schemaDir: SCHEMAS });
    const collection = (name: string): CmsCollection =>
      config.collections.find((candidate) => candidate.name === name) ?? ({} as CmsCollection);
    expect(collection("alumni").summary).toBe("{{name}}");
    expect(collection("gallery").summary).toBe("{{name}}");
    expect(byPath(collection("gallery"), "images[].src")).toMatchObject({
      media_folder: "/content/gallery/images/{{slug | lower}}",
      public_folder: "./images/{{slug | lower}}",
    });
  });

  it.each(schemaFiles.map((file) => [path.basename(file, ".schema.json"), file]))(
    "%s: every schema field has an editor field with its title and description, and vice versa",
    async (folder, file) => {
      const schema = (await $RefParser.dereference(file)) as JsonSchema;
      const config = generateCmsConfig({ schemaDir: SCHEMAS });
      // A collection split per team (vehicles) shows every field in one of its parts.
      const parts = config.collections.filter(
        (candidate) => candidate.name === folder || candidate.name.startsWith(`${folder}-`),
      );
      if (parts.length === 0) throw new Error(`no collection ${folder}`);
      const expected = schemaFields(schema);
      const actual = new Map(parts.flatMap((part) => [...editorFields(fieldsOf(part))]));
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, described] of expected) {
        const field = actual.get(key);
        if (described.title) expect(field?.label).toBe(described.title);
        if (field?.widget !== "hidden") {
          expect(field?.hint).toBe(
            described.group ? `${described.description} ${LEFT_OUT_HINT}` : described.description,
          );
        }
      }
    },
  );

  it.each(schemaFiles.map((file) => [path.basename(file, ".schema.json"), file]))(
    "%s: only a field its schema lets be left out is labelled (optional), at every depth",
    async (folder, file) => {
      const schema = (await $RefParser.dereference(file)) as JsonSchema;
      const config = generateCmsConfig({ schemaDir: SCHEMAS });
      const parts = config.collections.filter(
        (candidate) => candidate.name === folder || candidate.name.startsWith(`${folder}-`),
      );
      const actual = new Map(parts.flatMap((part) => [...editorFields(fieldsOf(part))]));
      let inGroups = 0;
      for (const [key, described] of schemaFields(schema)) {
        const field = actual.get(key);
        if (!field || field.widget === "hidden") continue;
        // Decap adds "(optional)" to exactly the fields with `required: false`.
        expect({ key, optional: field.required === false }).toEqual({ key, optional: described.optional });
        if (key.includes(".") && !described.optional) inGroups += 1;
      }
      // A collection with optional groups (a vehicle's specification tables, a page's embedded article
      // and video) has required fields inside them, now labelled as such.
      const groups = [...schemaFields(schema).values()].filter((described) => described.group);
      if (groups.length > 0) expect(inGroups).toBeGreaterThan(0);
    },
  );

  it("enforces required fields, numbers, https links, list lengths and references as the content check does", () => {
    const config = generateCmsConfig({ schemaDir: SCHEMAS });
    const collection = (name: string): CmsCollection => {
      const found = config.collections.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`no collection ${name}`);
      return found;
    };
    expect(byPath(collection("alumni"), "name").required).toBeUndefined();
    const linkedin = byPath(collection("alumni"), "linkedin");
    expect(linkedin).toMatchObject({
      required: false,
      pattern: [expect.any(String), expect.stringContaining("https://")],
    });
    // Decap tests the value against the pattern as a regular expression, as the content check does.
    const pattern = new RegExp((linkedin.pattern as string[])[0] ?? "");
    expect(pattern.test("https://www.linkedin.com/in/someone")).toBe(true);
    expect(pattern.test("http://www.linkedin.com/in/someone")).toBe(false);
    expect(pattern.test("https://www.linkedin.com/in/some one")).toBe(false);
    expect(byPath(collection("alumni"), "photo")).toMatchObject({ widget: "image" });
    expect(byPath(collection("vehicles-zfr-cv"), "year")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1900,
      max: 2100,
    });
    expect(byPath(collection("rosters"), "team")).toMatchObject({
      widget: "relation",
      collection: "teams",
      value_field: "slug",
    });
    expect(byPath(collection("achievements"), "team")).toMatchObject({
      widget: "relation",
      collection: "teams",
    });
    expect(byPath(collection("achievements"), "subEvents")).toMatchObject({ widget: "list", min: 3, max: 3 });
    expect(byPath(collection("gallery"), "images[].src")).toMatchObject({ widget: "image" });
    expect(byPath(collection("rosters"), "groups[].members")).toMatchObject({ widget: "list" });
    // Paragraphs marked "x-widget": "text" in the schema are multi-line fields of a list.
    expect(byPath(collection("faculty"), "message")).toMatchObject({
      widget: "list",
      field: { widget: "text" },
    });
    expect(byPath(collection("gallery"), "published")).toMatchObject({ widget: "boolean" });
    expect(byPath(collection("pages"), "slug")).toMatchObject({ widget: "select" });
    // The one settings entry is a single file, not a folder of entries.
    expect(collection("site").files).toEqual([expect.objectContaining({ file: "content/site/site.json" })]);
  });

  it("shows a property added to a schema with no other change", () => {
    // A content folder of its own: the changed schemas, and the teams that split the vehicles.
    const content = fs.mkdtempSync(path.join(os.tmpdir(), "cms-schemas-"));
    const dir = path.join(content, "schemas");
    try {
      fs.cpSync(SCHEMAS, dir, { recursive: true });
      fs.cpSync(path.join(ROOT, "content", "teams"), path.join(content, "teams"), { recursive: true });
      const file = path.join(dir, "alumni.schema.json");
      const schema = JSON.parse(fs.readFileSync(file, "utf8")) as JsonSchema;
      schema.properties = {
        ...schema.properties,
        graduationYear: {
          type: "integer",
          title: "Graduation year",
          description: "Year they graduated.",
          minimum: 1900,
        },
      };
      fs.writeFileSync(file, JSON.stringify(schema));
      const config = generateCmsConfig({ schemaDir: dir });
      const alumni = config.collections.find((collection) => collection.name === "alumni");
      if (!alumni) throw new Error("no alumni collection");
      expect(byPath(alumni, "graduationYear")).toEqual({
        name: "graduationYear",
        label: "Graduation year",
        hint: "Year they graduated.",
        required: false,
        widget: "number",
        value_type: "int",
        min: 1900,
      });
    } finally {
      fs.rmSync(content, { recursive: true, force: true });
    }
  });
});

describe("the schema conventions of the shared definitions (fixture schemas)", () => {
  const load = (): Map<string, CmsCollection> => {
    const config = generateCmsConfig({ schemaDir: FIXTURE_SCHEMAS });
    return new Map(config.collections.map((collection) => [collection.name, collection]));
  };

  it("leaves the shared definitions out and makes a collection of every other schema", () => {
    expect([...load().keys()]).toEqual(["crews", "machines"]);
  });

  it("resolves $ref and allOf, keeping the property's own title and description", () => {
    const machines = load().get("machines");
    if (!machines) throw new Error("no machines collection");
    expect(byPath(machines, "slug")).toMatchObject({
      label: "Slug",
      hint: "Identifier and file name.",
      widget: "string",
      pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", expect.any(String)],
    });
    expect(byPath(machines, "year")).toMatchObject({
      label: "Year",
      hint: "Model year.",
      widget: "number",
      value_type: "int",
      min: 1900,
      max: 2100,
    });
    expect(byPath(machines, "results[].rank")).toMatchObject({ widget: "number", min: 1, label: "Rank" });
    expect(byPath(machines, "results")).toMatchObject({ widget: "list", min: 2, max: 2 });
  });

  it("maps image-path to an image upload, https-url to an https pattern, x-ref to a relation, x-widget text to a text area", () => {
    const machines = load().get("machines");
    if (!machines) throw new Error("no machines collection");
    expect(byPath(machines, "photo")).toMatchObject({ widget: "image", label: "Photo" });
    expect(byPath(machines, "website")).toMatchObject({
      widget: "string",
      required: false,
      pattern: [HTTPS_URL.source, expect.any(String)],
    });
    expect(byPath(machines, "crew")).toMatchObject({
      widget: "relation",
      collection: "crews",
      value_field: "slug",
      label: "Crew",
    });
    expect(byPath(machines, "story")).toMatchObject({ widget: "text" });
    expect(JSON.stringify(machines)).not.toContain("x-graphql-type");
  });

  it("keeps field parity on the fixture schemas too", async () => {
    const collections = load();
    for (const file of collectionSchemaFiles(FIXTURE_SCHEMAS)) {
      const folder = path.basename(file, ".schema.json");
      const schema = (await $RefParser.dereference(file)) as JsonSchema;
      const collection = collections.get(folder);
      if (!collection) throw new Error(`no collection ${folder}`);
      expect([...editorFields(fieldsOf(collection)).keys()].sort()).toEqual(
        [...schemaFields(schema).keys()].sort(),
      );
    }
  });
});
