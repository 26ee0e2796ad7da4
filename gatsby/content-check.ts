import fs from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import {
  COMMON_SCHEMA,
  collectionByFolder,
  loadCollections,
  readSchema,
  type Collection,
} from "./collections";
import { FORMAT_MESSAGES, IMAGE_PATH, addContentVocabulary } from "./content-formats";
import { contentForPlanning, planPages } from "./plan-pages";
import { PAGE_ROUTES } from "../src/lib/routes";

/** One mistake in the content: where it is (file, entry, field) and what is wrong. */
export interface ContentProblem {
  file: string;
  entry: string;
  field: string;
  message: string;
}

export interface CheckOptions {
  /** Project root; file names in problems are given relative to it. */
  rootDir: string;
  /** Folder holding the collections (default <rootDir>/content). */
  contentDir?: string;
  /** Folder served as-is, where press-release PDFs live (default <rootDir>/static). */
  staticDir?: string;
  /** Folder of the JSON Schemas (default <contentDir>/schemas). */
  schemaDir?: string;
  /** Report collections that have no folder (default true; fixtures turn it off). */
  requireAllCollections?: boolean;
}

type Entry = Record<string, unknown>;

interface LoadedEntry {
  collection: Collection;
  file: string;
  absoluteFile: string;
  data: Entry;
  valid: boolean;
}

const STATIC_PDF = /^\/.+\.pdf$/i;

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file} › entry "${problem.entry}" › field "${problem.field}": ${problem.message}`;
}

/** Checks every collection under the content folder and returns all problems found (none = valid). */
export function checkContent(options: CheckOptions): ContentProblem[] {
  const rootDir = options.rootDir;
  const contentDir = options.contentDir ?? path.join(rootDir, "content");
  const staticDir = options.staticDir ?? path.join(rootDir, "static");
  const schemaDir = options.schemaDir ?? path.join(contentDir, "schemas");
  const relative = (absolute: string): string => path.relative(rootDir, absolute).split(path.sep).join("/");

  const problems: ContentProblem[] = [];
  const collections = loadCollections(schemaDir);
  const folders = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && dirent.name !== "schemas")
    .map((dirent) => dirent.name);

  for (const folder of folders) {
    if (!collectionByFolder(folder, collections)) {
      problems.push({
        file: relative(path.join(contentDir, folder)),
        entry: "-",
        field: "-",
        message: `is not a known collection (known: ${collections.map((c) => c.folder).join(", ")})`,
      });
    }
  }
  if (options.requireAllCollections ?? true) {
    for (const collection of collections) {
      if (!folders.includes(collection.folder)) {
        problems.push({
          file: relative(path.join(contentDir, collection.folder)),
          entry: "-",
          field: "-",
          message: "collection folder is missing",
        });
      }
    }
  }

  const ajv = addContentVocabulary(new Ajv({ allErrors: true, strict: false }));
  addFormats(ajv);
  const common = path.join(schemaDir, COMMON_SCHEMA);
  if (fs.existsSync(common)) ajv.addSchema(schemaWithoutMeta(readSchema(common)), COMMON_SCHEMA);

  const loaded: LoadedEntry[] = [];
  for (const collection of collections.filter((c) => folders.includes(c.folder))) {
    const validate = compileSchema(ajv, schemaDir, collection, relative, problems);
    const folderPath = path.join(contentDir, collection.folder);
    const files = fs
      .readdirSync(folderPath)
      .filter((name) => name.endsWith(".json"))
      .sort();
    if (collection.singleton && files.length !== 1) {
      problems.push({
        file: relative(folderPath),
        entry: "-",
        field: "-",
        message: `must hold exactly one entry file (found ${files.length})`,
      });
    }
    for (const name of files) {
      const absoluteFile = path.join(folderPath, name);
      const entry = loadEntry(collection, absoluteFile, relative(absoluteFile), validate, problems);
      if (entry) loaded.push(entry);
    }
  }

  for (const entry of loaded) {
    checkFiles(entry, staticDir, problems);
  }
  checkSlugs(loaded, problems);
  checkUnique(loaded, problems);
  checkReferences(loaded, problems);
  checkRoutes(loaded, problems);
  return problems;
}

function schemaWithoutMeta(schema: object): Record<string, unknown> {
  const copy = { ...schema } as Record<string, unknown>;
  delete copy.$schema;
  delete copy.$id;
  return copy;
}

function compileSchema(
  ajv: Ajv,
  schemaDir: string,
  collection: Collection,
  relative: (absolute: string) => string,
  problems: ContentProblem[],
): ValidateFunction | undefined {
  try {
    return ajv.compile(schemaWithoutMeta(collection.schema));
  } catch (error) {
    problems.push({
      file: relative(path.join(schemaDir, `${collection.folder}.schema.json`)),
      entry: "-",
      field: "-",
      message: `schema cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    });
    return undefined;
  }
}

function loadEntry(
  collection: Collection,
  absoluteFile: string,
  file: string,
  validate: ValidateFunction | undefined,
  problems: ContentProblem[],
): LoadedEntry | undefined {
  const fallbackEntry = path.basename(absoluteFile, ".json");
  const text = fs.readFileSync(absoluteFile, "utf8");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    problems.push({ file, entry: fallbackEntry, field: "-", message: describeJsonError(error, text) });
    return undefined;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    problems.push({
      file,
      entry: fallbackEntry,
      field: "-",
      message: "must be one JSON object (one entry per file)",
    });
    return undefined;
  }
  const entryData = data as Entry;
  const entry = typeof entryData.slug === "string" && entryData.slug ? entryData.slug : fallbackEntry;
  let valid = true;
  if (validate && !validate(entryData)) {
    valid = false;
    for (const error of validate.errors ?? []) {
      const problem = describeSchemaError(error, entryData);
      if (problem) problems.push({ file, entry, ...problem });
    }
  }
  return { collection, file, absoluteFile, data: entryData, valid };
}

/** Turns JSON.parse's "at position N" into a line and column an editor can jump to. */
export function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /position (\d+)/.exec(message);
  const reason = message
    .replace(/\s*(in JSON )?at position \d+.*$/, "")
    .replace(/ \(line \d+ column \d+\)$/, "");
  if (!match) return `is not valid JSON: ${reason}`;
  const position = Number(match[1]);
  const before = text.slice(0, position).split("\n");
  const line = before.length;
  const column = (before[before.length - 1] ?? "").length + 1;
  return `is not valid JSON at line ${line}, column ${column}: ${reason}`;
}

function fieldPath(instancePath: string, child?: string): string {
  const parts = instancePath.split("/").filter(Boolean);
  if (child) parts.push(child);
  return (
    parts.reduce(
      (acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part),
      "",
    ) || "-"
  );
}

function valueAt(data: Entry, instancePath: string): unknown {
  return instancePath
    .split("/")
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Entry)[key] : undefined),
      data,
    );
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function describeSchemaError(
  error: ErrorObject,
  data: Entry,
): Omit<ContentProblem, "file" | "entry"> | undefined {
  const value = valueAt(data, error.instancePath);
  const shown = JSON.stringify(value);
  switch (error.keyword) {
    case "required":
      return {
        field: fieldPath(error.instancePath, String(error.params.missingProperty)),
        message: "is required",
      };
    case "additionalProperties":
      return {
        field: fieldPath(error.instancePath, String(error.params.additionalProperty)),
        message: "is not a known field (check its spelling against the schema)",
      };
    case "type":
      return {
        field: fieldPath(error.instancePath),
        message: `must be ${article(String(error.params.type))} (got ${typeOf(value)} ${shown})`,
      };
    case "pattern":
      return {
        field: fieldPath(error.instancePath),
        message: `must match ${String(error.params.pattern)} (got ${shown})`,
      };
    case "format": {
      const format = String(error.params.format);
      return {
        field: fieldPath(error.instancePath),
        message: `${FORMAT_MESSAGES[format] ?? `must be a valid ${format}`} (got ${shown})`,
      };
    }
    case "enum":
      return {
        field: fieldPath(error.instancePath),
        message: `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")} (got ${shown})`,
      };
    case "if":
    case "anyOf":
    case "oneOf":
      return undefined;
    default:
      return {
        field: fieldPath(error.instancePath),
        message: `${error.message ?? "is invalid"} (got ${shown})`,
      };
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Every image an entry names must exist next to it; every PDF must exist under static/ and be a PDF. */
function checkFiles(entry: LoadedEntry, staticDir: string, problems: ContentProblem[]): void {
  const entryName = String(entry.data.slug ?? path.basename(entry.file, ".json"));
  walkStrings(entry.data, "", (value, field) => {
    if (IMAGE_PATH.test(value)) {
      const target = path.resolve(path.dirname(entry.absoluteFile), value);
      if (!fs.existsSync(target)) {
        problems.push({
          file: entry.file,
          entry: entryName,
          field,
          message: `image ${value} does not exist`,
        });
      }
    } else if (STATIC_PDF.test(value)) {
      const target = path.join(staticDir, value);
      if (!fs.existsSync(target)) {
        problems.push({
          file: entry.file,
          entry: entryName,
          field,
          message: `file static${value} does not exist`,
        });
      } else if (fs.readFileSync(target).subarray(0, 5).toString("latin1") !== "%PDF-") {
        problems.push({
          file: entry.file,
          entry: entryName,
          field,
          message: `file static${value} is not a PDF`,
        });
      }
    }
  });
}

function walkStrings(node: unknown, field: string, visit: (value: string, field: string) => void): void {
  if (typeof node === "string") {
    visit(node, field || "-");
  } else if (Array.isArray(node)) {
    node.forEach((child, index) => walkStrings(child, `${field}[${index}]`, visit));
  } else if (node && typeof node === "object") {
    for (const [key, child] of Object.entries(node)) {
      if (key !== "$schema") walkStrings(child, field ? `${field}.${key}` : key, visit);
    }
  }
}

function slugOf(entry: LoadedEntry): string | undefined {
  return typeof entry.data.slug === "string" ? entry.data.slug : undefined;
}

function checkSlugs(entries: LoadedEntry[], problems: ContentProblem[]): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const slug = slugOf(entry);
    if (!slug) continue;
    const fileName = path.basename(entry.file, ".json");
    if (fileName !== slug.toLowerCase()) {
      problems.push({
        file: entry.file,
        entry: slug,
        field: "slug",
        message: `must match the file name (rename the file to ${slug.toLowerCase()}.json or change the slug)`,
      });
    }
    const key = `${entry.collection.folder}:${slug.toLowerCase()}`;
    const first = seen.get(key);
    if (first) {
      problems.push({
        file: entry.file,
        entry: slug,
        field: "slug",
        message: `duplicates the slug of ${first}`,
      });
    } else {
      seen.set(key, entry.file);
    }
  }
}

/** Top-level fields marked "x-unique" in their schema: no two entries of a collection share a value. */
function checkUnique(entries: LoadedEntry[], problems: ContentProblem[]): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    for (const [field, property] of Object.entries(entry.collection.schema.properties ?? {})) {
      const value = entry.data[field];
      if (property["x-unique"] !== true || value === undefined) continue;
      const key = `${entry.collection.folder}:${field}:${JSON.stringify(value)}`;
      const first = seen.get(key);
      if (first)
        problems.push({
          file: entry.file,
          entry: slugOf(entry) ?? "-",
          field,
          message: `${JSON.stringify(value)} is already used by ${first}: give each entry its own ${(property.title ?? field).toLowerCase()}`,
        });
      else seen.set(key, entry.file);
    }
  }
}

function checkReferences(entries: LoadedEntry[], problems: ContentProblem[]): void {
  const slugsByFolder = new Map<string, Set<string>>();
  for (const entry of entries) {
    const slug = slugOf(entry);
    if (!slug) continue;
    const set = slugsByFolder.get(entry.collection.folder) ?? new Set<string>();
    set.add(slug);
    slugsByFolder.set(entry.collection.folder, set);
  }
  for (const entry of entries) {
    for (const [field, target] of Object.entries(entry.collection.references ?? {})) {
      const value = entry.data[field];
      if (typeof value !== "string") continue;
      if (!slugsByFolder.get(target)?.has(value)) {
        problems.push({
          file: entry.file,
          entry: slugOf(entry) ?? "-",
          field,
          message: `refers to ${JSON.stringify(value)}, which is not an entry of content/${target}`,
        });
      }
    }
  }
}

/** Routes made from content (planned as createPages plans them) must not collide with each other or a fixed page. */
function checkRoutes(entries: LoadedEntry[], problems: ContentProblem[]): void {
  const valid = entries.filter((entry) => entry.valid);
  const ofFolder = (folder: string): Entry[] =>
    valid.filter((entry) => entry.collection.folder === folder).map((entry) => entry.data);
  const pages = planPages(
    contentForPlanning({
      teams: ofFolder("teams"),
      vehicles: ofFolder("vehicles"),
      gallery: ofFolder("gallery"),
    }),
  );
  const owners = new Map<string, string>(
    Object.values(PAGE_ROUTES).map((route) => [route, "a page in src/pages"]),
  );
  for (const page of pages) {
    const { collection, slug, field } = page.origin;
    const entry = valid.find((e) => e.collection.folder === collection && slugOf(e) === slug);
    const file = entry?.file ?? `content/${collection}`;
    const owner = owners.get(page.path);
    if (owner) {
      problems.push({
        file,
        entry: slug,
        field,
        message: `makes the route ${page.path}, which ${owner} already has`,
      });
    } else {
      owners.set(page.path, file);
    }
  }
}
