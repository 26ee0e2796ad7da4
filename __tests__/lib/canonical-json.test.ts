/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  canonicalJson,
  canonicalOrder,
  firstDifferentLine,
  type OrderSchema,
} from "../../src/lib/canonical-json";
import {
  collectionByFolder,
  loadCollections,
  loadCommonDefinitions,
  resolveNode,
  type SchemaNode,
} from "../../src/lib/content/content-folder";

const ROOT = path.join(__dirname, "..", "..");
const SCHEMAS = path.join(ROOT, "content", "schemas");

const schema: OrderSchema = {
  properties: {
    slug: {},
    name: {},
    heading: { $ref: "#/definitions/heading" },
    specs: { properties: { engine: {}, power: {} } },
    results: { items: { properties: { place: {}, event: {} } } },
  },
};
const definitions: Record<string, OrderSchema> = {
  "#/definitions/heading": { properties: { heading: {}, highlight: {} } },
};
const resolve = (node: OrderSchema): OrderSchema =>
  typeof node.$ref === "string" ? (definitions[node.$ref] ?? node) : node;

describe("canonicalOrder", () => {
  it("puts keys in the order of the schema's properties, whatever order they came in", () => {
    const entry = { name: "ZFR", slug: "zfr" };
    expect(Object.keys(canonicalOrder(entry, schema) as object)).toEqual(["slug", "name"]);
  });

  it("orders nested objects and the objects of arrays by their own properties", () => {
    const entry = {
      results: [
        { event: "SUPRA", place: 1 },
        { event: "FFS", place: 2 },
      ],
      specs: { power: "22 BHP", engine: "CBR 250R" },
      slug: "zfr",
    };
    const ordered = canonicalOrder(entry, schema) as typeof entry;
    expect(Object.keys(ordered)).toEqual(["slug", "specs", "results"]);
    expect(Object.keys(ordered.specs)).toEqual(["engine", "power"]);
    expect(ordered.results.map((result) => Object.keys(result))).toEqual([
      ["place", "event"],
      ["place", "event"],
    ]);
  });

  it("follows $refs through the resolver it is given", () => {
    const entry = { heading: { highlight: "Heads", heading: "College" } };
    expect(Object.keys((canonicalOrder(entry, schema, resolve) as typeof entry).heading)).toEqual([
      "heading",
      "highlight",
    ]);
  });

  it("keeps keys the schema does not name after the known ones, in their existing order", () => {
    const entry = { zeta: 1, name: "ZFR", alpha: 2, slug: "zfr" };
    expect(Object.keys(canonicalOrder(entry, schema) as object)).toEqual(["slug", "name", "zeta", "alpha"]);
  });

  it("changes no value: strings, numbers, nulls, booleans and arrays of scalars stay as they are", () => {
    const entry = { name: "Z", slug: "z", extra: [3, "a", null, true, { b: 1, a: 2 }] };
    expect(canonicalOrder(entry, schema)).toEqual(entry);
    expect(canonicalOrder("text", schema)).toBe("text");
  });
});

describe("canonicalJson", () => {
  it("writes 2-space JSON with a final newline", () => {
    expect(canonicalJson({ name: "ZFR", slug: "zfr", specs: { power: "x" } }, schema)).toBe(
      '{\n  "slug": "zfr",\n  "name": "ZFR",\n  "specs": {\n    "power": "x"\n  }\n}\n',
    );
  });

  it("is stable: the canonical text of a canonical file is itself", () => {
    const once = canonicalJson({ specs: { power: "x", engine: "y" }, name: "ZFR", slug: "zfr" }, schema);
    expect(canonicalJson(JSON.parse(once), schema)).toBe(once);
  });

  it("makes a one-field edit of a real entry a one-line diff", () => {
    const definitionsOfSite = loadCommonDefinitions(SCHEMAS);
    const siteResolve = (node: OrderSchema): OrderSchema =>
      resolveNode(node as SchemaNode, definitionsOfSite);
    const vehicles = collectionByFolder("vehicles", loadCollections(SCHEMAS));
    // A vehicle of the content as it is, one with a combustion specification table.
    const dir = path.join(ROOT, "content", "vehicles");
    const texts = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => fs.readFileSync(path.join(dir, name), "utf8"));
    const text = texts.find((candidate) => "combustion" in (JSON.parse(candidate) as object)) ?? "";
    const entry = JSON.parse(text) as { combustion: Record<string, unknown> } & Record<string, unknown>;
    expect(canonicalJson(entry, vehicles?.schema, siteResolve)).toBe(text);

    // An editor that rebuilds the object puts the edited field last; the canonical text puts it back.
    const { chassis, ...rest } = entry.combustion;
    const edited = { ...entry, combustion: { ...rest, chassis: `${String(chassis)} (revised)` } };
    const after = canonicalJson(edited, vehicles?.schema, siteResolve).split("\n");
    const before = text.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual([expect.stringMatching(/^\s+"chassis": ".* \(revised\)",?$/)]);
  });
});

describe("firstDifferentLine", () => {
  it("names the first line, counting from 1, where two texts part", () => {
    expect(firstDifferentLine("a\nb\nc\n", "a\nb\nc\n")).toBe(5);
    expect(firstDifferentLine("a\nb\nc\n", "a\nx\nc\n")).toBe(2);
    expect(firstDifferentLine('{"a":1}', '{\n  "a": 1\n}\n')).toBe(1);
  });
});
