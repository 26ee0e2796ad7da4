/**
 * The content check's rules, on content held in memory: each entry against its collection's JSON Schema,
 * then what no single schema can say (unique slugs, references, colliding routes, missing files). No file
 * system here: the build and `npm run check:content` hand it the files (content-check.ts), and the editor
 * runs it in the browser before a save (src/admin/check.ts).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import {
  COMMON_SCHEMA,
  SCHEMA_SUFFIX,
  type Collection,
  type SchemaNode,
} from "../src/lib/content/content-folder";
import {
  FORMAT_MESSAGES,
  IMAGE_PATH,
  IMAGE_PATH_FORMAT,
  addContentVocabulary,
  patternMessage,
} from "./content-formats";
import { planPages } from "./plan-pages";
import { PAGE_ROUTES } from "../src/lib/routes";

/** One mistake in the content: where it is (file, entry, field) and what is wrong. */
export interface ContentProblem {
  file: string;
  entry: string;
  field: string;
  message: string;
}

/** `file`: its path from the project root ("content/alumni/x.json"). */
export interface EntryFile {
  collection: Collection;
  file: string;
  text: string;
}

/** What the rules ask of the files beside the entries. */
interface ContentFiles {
  /** By its path from the project root ("content/alumni/images/x.jpg"). */
  hasImage(file: string): boolean;
  /** A press release's PDF, under static/ ("/press-releases/x.pdf"). */
  pdf(file: string): "ok" | "missing" | "not-pdf";
}

export interface ContentSnapshot extends ContentFiles {
  collections: readonly Collection[];
  /** common.schema.json. */
  common?: SchemaNode;
  entries: readonly EntryFile[];
}

type Entry = Record<string, unknown>;

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}
/** A step of a path into an entry: a key or a list's index. */
export type PathStep = string | number;

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Calls `onString` on every string in `value` (an entry's `$schema` aside), with where it sits and its holder. */
export function visitStrings(
  value: JsonValue,
  at: PathStep[],
  holder: JsonObject | JsonValue[],
  onString: (text: string, at: PathStep[], holder: JsonObject | JsonValue[]) => void,
): void {
  if (typeof value === "string") onString(value, at, holder);
  else if (Array.isArray(value))
    value.forEach((item, index) => visitStrings(item, [...at, index], value, onString));
  else if (isJsonObject(value)) {
    for (const [key, item] of Object.entries(value))
      if (key !== "$schema") visitStrings(item, [...at, key], value, onString);
  }
}

/** A field's path as problems name it: ["images", 3, "src"] is "images[3].src". */
export function formatPath(at: readonly PathStep[]): string {
  return at
    .map((step, index) => (typeof step === "number" ? `[${step}]` : index === 0 ? step : `.${step}`))
    .join("");
}

interface LoadedEntry {
  collection: Collection;
  file: string;
  data: Entry;
  valid: boolean;
}

const STATIC_PDF = /^\/.+\.pdf$/i;

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file} › entry "${problem.entry}" › field "${problem.field}": ${problem.message}`;
}

/**
 * The name (without ".json") Decap CMS gives a new entry's file: the slug in lower case with every dot a
 * dash, which no setting changes ("zfr90.0" → zfr90-0.json). A file is named so or by its lower-case slug.
 */
export const editorFileName = (slug: string): string => slug.toLowerCase().replace(/\./g, "-");

const baseName = (file: string): string => file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
const dirName = (file: string): string => file.slice(0, Math.max(0, file.lastIndexOf("/")));

/** path.posix.join, which the editor's browser bundle has not. */
function joinPath(folder: string, relative: string): string {
  const parts: string[] = [];
  for (const part of `${folder}/${relative}`.split("/")) {
    if (part === "..") parts.pop();
    else if (part && part !== ".") parts.push(part);
  }
  return parts.join("/");
}

export function checkEntries(snapshot: ContentSnapshot): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const ajv = addContentVocabulary(new Ajv({ allErrors: true, strict: false, verbose: true }));
  addFormats(ajv);
  if (snapshot.common) ajv.addSchema(schemaWithoutMeta(snapshot.common), COMMON_SCHEMA);
  const validators = new Map<Collection, ValidateFunction | undefined>();
  const loaded: LoadedEntry[] = [];
  for (const entryFile of snapshot.entries) {
    const { collection } = entryFile;
    if (!validators.has(collection)) validators.set(collection, compileSchema(ajv, collection, problems));
    const entry = loadEntry(entryFile, validators.get(collection), problems);
    if (entry) loaded.push(entry);
  }
  for (const entry of loaded) checkFiles(entry, snapshot, problems);
  checkSlugs(loaded, problems);
  checkUnique(loaded, problems);
  const slugs = new Set(loaded.filter(slugOf).map((entry) => `${entry.collection.folder}:${slugOf(entry)}`));
  checkReferences(loaded, slugs, problems);
  checkApplicable(loaded, slugs, problems);
  checkNotBefore(loaded, problems);
  checkRoutes(loaded, problems);
  return problems;
}

/** Images under content/ (paths from the project root) that no entry names; reported, not refused. */
export function unusedImages(entries: readonly EntryFile[], images: readonly string[]): string[] {
  const used = new Set<string>();
  for (const { file, text } of entries) {
    let data: JsonValue;
    try {
      data = JSON.parse(text) as JsonValue;
    } catch {
      continue;
    }
    visitStrings(data, [], [], (value) => {
      if (IMAGE_PATH.test(value)) used.add(joinPath(dirName(file), value));
    });
  }
  return images.filter((image) => !used.has(image));
}

/** A property marked `"x-for": { field: [values] }` belongs only to entries whose field holds one of them. */
function checkApplicable(entries: LoadedEntry[], slugs: Set<string>, problems: ContentProblem[]): void {
  for (const entry of entries) {
    for (const [name, property] of Object.entries(entry.collection.schema.properties ?? {})) {
      const rule = property["x-for"] as Record<string, string[]> | undefined;
      if (!rule || entry.data[name] === undefined) continue;
      for (const [field, values] of Object.entries(rule)) {
        const value = entry.data[field];
        // A reference that names no entry is reported by checkReferences.
        const target = entry.collection.references[field];
        const known = typeof value === "string" && (!target || slugs.has(`${target}:${value}`));
        if (known && !values.includes(value))
          problems.push(
            problemOf(
              entry,
              name,
              `is only for entries whose ${field} is ${values.join(" or ")} (this one's is ${value}): remove it`,
            ),
          );
      }
    }
  }
}

/** A property marked `"x-not-before": "<field>"` is not before that field's date (YYYY-MM-DD, as text). */
function checkNotBefore(entries: LoadedEntry[], problems: ContentProblem[]): void {
  for (const entry of entries) {
    for (const [name, property] of Object.entries(entry.collection.schema.properties ?? {})) {
      const other = property["x-not-before"];
      const value = entry.data[name];
      const earliest = typeof other === "string" ? entry.data[other] : undefined;
      if (typeof value === "string" && typeof earliest === "string" && value < earliest)
        problems.push(
          problemOf(
            entry,
            name,
            `must not be before ${String(other)} (${earliest}; got ${JSON.stringify(value)})`,
          ),
        );
    }
  }
}

function schemaWithoutMeta(schema: object): Record<string, unknown> {
  const copy = { ...schema } as Record<string, unknown>;
  delete copy.$schema;
  delete copy.$id;
  return copy;
}

function compileSchema(
  ajv: Ajv,
  collection: Collection,
  problems: ContentProblem[],
): ValidateFunction | undefined {
  try {
    return ajv.compile(schemaWithoutMeta(collection.schema));
  } catch (error) {
    problems.push({
      file: `content/schemas/${collection.folder}${SCHEMA_SUFFIX}`,
      entry: "-",
      field: "-",
      message: `schema cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    });
    return undefined;
  }
}

function loadEntry(
  { collection, file, text }: EntryFile,
  validate: ValidateFunction | undefined,
  problems: ContentProblem[],
): LoadedEntry | undefined {
  const fallbackEntry = baseName(file);
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
  return { collection, file, data: entryData, valid };
}

/** Turns JSON.parse's "at position N" into a line and column an editor can jump to. */
function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /position (\d+)/.exec(message);
  const reason = message
    .replace(/\s*(in JSON )?at position \d+.*$/, "")
    .replace(/ \(line \d+ column \d+\)$/, "");
  if (!match) return `is not valid JSON: ${reason}`;
  const position = Number(match[1]);
  // A comma after the last item: JSON.parse points at the bracket after it, so name the comma's own line.
  const trailing = /,\s*$/.exec(text.slice(0, position));
  if (trailing && /^[}\]]/.test(text.slice(position))) {
    const line = text.slice(0, trailing.index).split("\n").length;
    return `has a trailing comma at line ${line} (after the last item before "${text[position]}"): delete that comma`;
  }
  const before = text.slice(0, position).split("\n");
  const line = before.length;
  const column = (before[before.length - 1] ?? "").length + 1;
  return `is not valid JSON at line ${line}, column ${column}: ${reason}`;
}

/** An ajv instancePath ("/images/3") and a child of it ("src") as problems name the field ("images[3].src"). */
function fieldPath(instancePath: string, child?: string): string {
  const parts = [...instancePath.split("/").filter(Boolean), ...(child ? [child] : [])];
  return formatPath(parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part))) || "-";
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
  const { instancePath, params } = error;
  switch (error.keyword) {
    case "required":
      return { field: fieldPath(instancePath, String(params.missingProperty)), message: "is required" };
    case "additionalProperties":
      return {
        field: fieldPath(instancePath, String(params.additionalProperty)),
        message: "is not a known field (check its spelling against the schema)",
      };
    case "dependencies":
    case "dependentRequired": {
      // "must have property imageAlt when property image is present" in words: the field that is missing.
      const needs = String(params.property);
      const parent = error.parentSchema as { properties?: Record<string, { title?: string }> } | undefined;
      return {
        field: fieldPath(instancePath, String(params.missingProperty)),
        message: `is missing; it is required when ${parent?.properties?.[needs]?.title ?? needs} is set`,
      };
    }
    case "if":
    case "anyOf":
    case "oneOf":
      return undefined;
    default:
      return { field: fieldPath(instancePath), message: valueMessage(error, valueAt(data, instancePath)) };
  }
}

/** What is wrong with the value itself, in an editor's words. */
function valueMessage(error: ErrorObject, value: unknown): string {
  const { params } = error;
  const shown = JSON.stringify(value);
  switch (error.keyword) {
    case "type":
      return `must be ${article(String(params.type))} (got ${typeOf(value)} ${shown})`;
    case "pattern":
      return `${patternMessage(error.parentSchema ?? { pattern: params.pattern })} (got ${shown})`;
    case "minLength":
      return params.limit === 1
        ? "must not be empty"
        : `must have at least ${String(params.limit)} characters (got ${shown})`;
    case "maxLength":
      return `must have at most ${String(params.limit)} characters (it has ${String(value).length})`;
    case "minItems":
    case "maxItems": {
      const limit = Number(params.limit);
      const items = `${limit} item${limit === 1 ? "" : "s"}`;
      return `must have ${error.keyword === "minItems" ? "at least" : "at most"} ${items} (it has ${Array.isArray(value) ? value.length : 0})`;
    }
    case "minimum":
    case "maximum":
      return `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(params.limit)} (got ${shown})`;
    case "format": {
      const format = String(params.format);
      // "./images/name.JPG": the path is right, only the extension's case is not.
      if (format === IMAGE_PATH_FORMAT && typeof value === "string" && IMAGE_PATH.test(value.toLowerCase())) {
        const extension = /\.[^.]+$/.exec(value)?.[0] ?? "";
        return (
          `has the extension "${extension}" in capitals (got ${shown}): write it in lower case ` +
          `("${extension.toLowerCase()}") and rename the photo's file to match`
        );
      }
      return `${FORMAT_MESSAGES[format] ?? `must be a valid ${format}`} (got ${shown})`;
    }
    case "enum":
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")} (got ${shown})`;
    default:
      return `${error.message ?? "is invalid"} (got ${shown})`;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Every image an entry names must exist next to it; every PDF must exist under static/ and be a PDF. */
function checkFiles(entry: LoadedEntry, files: ContentFiles, problems: ContentProblem[]): void {
  const entryName = String(entry.data.slug ?? baseName(entry.file));
  const report = (field: string, message: string): void => {
    problems.push({ file: entry.file, entry: entryName, field, message });
  };
  visitStrings(entry.data as JsonObject, [], [], (value, at) => {
    const field = formatPath(at) || "-";
    if (IMAGE_PATH.test(value)) {
      if (!files.hasImage(joinPath(dirName(entry.file), value)))
        report(field, `image ${value} does not exist`);
    } else if (STATIC_PDF.test(value)) {
      const pdf = files.pdf(value);
      if (pdf === "missing") report(field, `file static${value} does not exist`);
      else if (pdf === "not-pdf") report(field, `file static${value} is not a PDF`);
    }
  });
}

function slugOf(entry: LoadedEntry): string | undefined {
  return typeof entry.data.slug === "string" ? entry.data.slug : undefined;
}

/** A problem of one entry's field, the entry named by its slug. */
const problemOf = (entry: LoadedEntry, field: string, message: string): ContentProblem => ({
  file: entry.file,
  entry: slugOf(entry) ?? "-",
  field,
  message,
});

function checkSlugs(entries: LoadedEntry[], problems: ContentProblem[]): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const slug = slugOf(entry);
    if (!slug) continue;
    const fileName = baseName(entry.file);
    if (fileName !== slug.toLowerCase() && fileName !== editorFileName(slug)) {
      problems.push(
        problemOf(
          entry,
          "slug",
          `must match the file name (rename the file to ${slug.toLowerCase()}.json or change the slug)`,
        ),
      );
    }
    const key = `${entry.collection.folder}:${slug.toLowerCase()}`;
    const first = seen.get(key);
    if (first) problems.push(problemOf(entry, "slug", `duplicates the slug of ${first}`));
    else seen.set(key, entry.file);
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
      const title = (property.title ?? field).toLowerCase();
      if (first)
        problems.push(
          problemOf(
            entry,
            field,
            `${JSON.stringify(value)} is already used by ${first}: give each entry its own ${title}`,
          ),
        );
      else seen.set(key, entry.file);
    }
  }
}

/** `slugs`: every entry as "folder:slug". */
function checkReferences(entries: LoadedEntry[], slugs: Set<string>, problems: ContentProblem[]): void {
  for (const entry of entries) {
    for (const [field, target] of Object.entries(entry.collection.references)) {
      const value = entry.data[field];
      if (typeof value === "string" && !slugs.has(`${target}:${value}`))
        problems.push(
          problemOf(
            entry,
            field,
            `refers to ${JSON.stringify(value)}, which is not an entry of content/${target}`,
          ),
        );
    }
  }
}

/** Routes made from content (planned as createPages plans them) must not collide with each other or a fixed page. */
function checkRoutes(entries: LoadedEntry[], problems: ContentProblem[]): void {
  const valid = entries.filter((entry) => entry.valid);
  const ofFolder = (folder: string): Entry[] =>
    valid.filter((entry) => entry.collection.folder === folder).map((entry) => entry.data);
  const pages = planPages({
    teams: ofFolder("teams"),
    vehicles: ofFolder("vehicles"),
    gallery: ofFolder("gallery"),
  });
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
