/**
 * The one reader of the content folder, for the build, the scripts and the server: a collection is a
 * folder of JSON entries described by content/schemas/<folder>.schema.json. The editor's bundle uses only
 * its pure parts (resolveNode, the types).
 */
import fs from "node:fs";
import path from "node:path";

/** A JSON Schema node as the content schemas write it (draft-07 plus the x- keywords below). */
export interface SchemaNode {
  type?: string;
  title?: string;
  description?: string;
  format?: string;
  $ref?: string;
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: string[];
  /** GraphQL type name of a collection or of a nested object. */
  "x-graphql-type"?: string;
  /** The folder of the collection whose entry (by slug) this field names. */
  "x-ref"?: string;
  /** The collection holds exactly one entry. */
  "x-singleton"?: boolean;
  /** No two entries of the collection may hold the same value here (a board member's display order). */
  "x-unique"?: boolean;
  /** This value (an end date) must not come before the named field's value in the same entry. */
  "x-not-before"?: string;
  [keyword: string]: unknown;
}

export interface Collection {
  /** Folder under content/ (and the schema file content/schemas/<folder>.schema.json). */
  folder: string;
  /** GraphQL node type created by gatsby-transformer-json for every file of the folder. */
  typeName: string;
  /** Fields whose value must be the slug of an entry of another collection (field → folder). */
  references: Record<string, string>;
  /** The collection holds exactly one entry (site settings). */
  singleton: boolean;
  schema: SchemaNode;
}

/** The schema file of shared definitions; it describes no collection of its own. */
export const COMMON_SCHEMA = "common.schema.json";
/** The ending of every schema file: content/schemas/<folder>.schema.json. */
export const SCHEMA_SUFFIX = ".schema.json";

/** content/schemas of the project being built (resolved when asked: the editor's browser bundle has no path). */
const defaultSchemaDir = (): string => path.resolve("content", "schemas");

function readSchema(file: string): SchemaNode {
  return JSON.parse(fs.readFileSync(file, "utf8")) as SchemaNode;
}

/** content/schemas/common.schema.json, the shared definitions, when there is one. */
export function readCommonSchema(schemaDir: string = defaultSchemaDir()): SchemaNode | undefined {
  const file = path.join(schemaDir, COMMON_SCHEMA);
  return fs.existsSync(file) ? readSchema(file) : undefined;
}

/** The shared definitions of common.schema.json, by name. */
export function loadCommonDefinitions(schemaDir: string = defaultSchemaDir()): Record<string, SchemaNode> {
  return (readCommonSchema(schemaDir)?.definitions as Record<string, SchemaNode> | undefined) ?? {};
}

/** A property with its "$ref"s and "allOf"s merged in; its own keywords win over the shared ones. */
export function resolveNode(node: SchemaNode, definitions: Record<string, SchemaNode>): SchemaNode {
  let merged: SchemaNode = {};
  if (node.$ref) {
    const name = node.$ref.slice(node.$ref.lastIndexOf("/") + 1);
    const definition = definitions[name];
    if (!definition) throw new Error(`Unknown schema reference ${node.$ref}`);
    merged = { ...resolveNode(definition, definitions) };
  }
  for (const part of node.allOf ?? []) merged = { ...merged, ...resolveNode(part, definitions) };
  const own = { ...node };
  delete own.$ref;
  delete own.allOf;
  return { ...merged, ...own };
}

/** Every collection described in the schema folder, in file-name order. */
export function loadCollections(schemaDir: string = defaultSchemaDir()): Collection[] {
  return fs
    .readdirSync(schemaDir)
    .filter((name) => name.endsWith(SCHEMA_SUFFIX) && name !== COMMON_SCHEMA)
    .sort()
    .map((name) => {
      const folder = name.slice(0, -SCHEMA_SUFFIX.length);
      const schema = readSchema(path.join(schemaDir, name));
      const typeName = schema["x-graphql-type"];
      if (!typeName) throw new Error(`content/schemas/${name} has no "x-graphql-type"`);
      const references: Record<string, string> = {};
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        if (property["x-ref"]) references[field] = property["x-ref"];
      }
      return { folder, typeName, references, singleton: schema["x-singleton"] === true, schema };
    });
}

let defaultCollections: Collection[] | undefined;

/** The site's collections (content/schemas), read once. */
export function siteCollections(): Collection[] {
  defaultCollections ??= loadCollections();
  return defaultCollections;
}

export function collectionByFolder(
  folder: string,
  collections: readonly Collection[] = siteCollections(),
): Collection | undefined {
  return collections.find((collection) => collection.folder === folder);
}

/** `file` by its path from `rootDir` with forward slashes ("content/alumni/x.json"), as problems name files. */
export const projectPath = (rootDir: string, file: string): string =>
  path.relative(rootDir, file).split(path.sep).join("/");

/** Every file under `dir` whose name matches, by its path from `dir` (forward slashes), in name order. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => pattern.test(name))
    .sort();
}

/** The folders under the content folder, schemas/ aside, in name order (one may be no collection). */
export function contentFolders(contentDir: string): string[] {
  return fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && dirent.name !== "schemas")
    .map((dirent) => dirent.name)
    .sort();
}

/** The entry files of one folder (content/<folder>/*.json): absolute path and text, in name order. */
export function entryFiles(contentDir: string, folder: string): { file: string; text: string }[] {
  const dir = path.join(contentDir, folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ file: path.join(dir, name), text: fs.readFileSync(path.join(dir, name), "utf8") }));
}

/** The entries of one folder as their JSON files hold them, in file-name order. */
export function collectionEntries(contentDir: string, folder: string): Record<string, unknown>[] {
  return entryFiles(contentDir, folder).map(({ text }) => JSON.parse(text) as Record<string, unknown>);
}
