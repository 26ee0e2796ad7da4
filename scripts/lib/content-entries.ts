/** Reads the content folder and finds every image an entry refers to. */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
// The image-path rule of the content schemas ("format": "image-path"), defined once.
import { IMAGE_PATH } from "../../gatsby/content-formats";

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Anything that looks like an image path, to catch ones that break the convention. */
const IMAGE_LIKE = /\.(jpe?g|png|webp|gif|svg|avif)$/i;

export interface ContentEntry {
  collection: string;
  /** Absolute path of the JSON file. */
  file: string;
  data: JsonObject;
}

export type PathStep = string | number;

export interface ImageRef {
  entry: ContentEntry;
  /** Where the value sits in the entry, e.g. ["images", 3, "src"]. */
  at: PathStep[];
  /** The object holding the value (for sibling fields such as `alt`). */
  holder: JsonObject | JsonValue[];
  value: string;
  /** Absolute path of the image file. */
  target: string;
}

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function stringField(object: JsonObject, key: string): string | undefined {
  const value = object[key];
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : undefined;
}

export function numberField(object: JsonObject, key: string): number | undefined {
  const value = object[key];
  return typeof value === "number" ? value : undefined;
}

/** Every content/<collection>/*.json entry, schemas excluded, in a stable order. */
export async function readEntries(contentDir: string): Promise<ContentEntry[]> {
  const folders = await readdir(contentDir, { withFileTypes: true });
  const collections = folders
    .filter((folder) => folder.isDirectory() && folder.name !== "schemas")
    .map((folder) => folder.name)
    .sort();
  const entries: ContentEntry[] = [];
  for (const collection of collections) {
    const files = (await readdir(path.join(contentDir, collection)))
      .filter((name) => name.endsWith(".json"))
      .sort();
    for (const name of files) {
      const file = path.join(contentDir, collection, name);
      const data: unknown = JSON.parse(await readFile(file, "utf8"));
      if (!isJsonObject(data as JsonValue)) throw new Error(`${file}: expected a JSON object`);
      entries.push({ collection, file, data: data as JsonObject });
    }
  }
  return entries;
}

function visit(
  value: JsonValue,
  at: PathStep[],
  holder: JsonObject | JsonValue[],
  onString: (text: string, at: PathStep[], holder: JsonObject | JsonValue[]) => void,
): void {
  if (typeof value === "string") onString(value, at, holder);
  else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index], value, onString));
  else if (isJsonObject(value)) {
    for (const [key, item] of Object.entries(value)) visit(item, [...at, key], value, onString);
  }
}

export interface ScanResult {
  refs: ImageRef[];
  /** Strings that look like image files but do not follow ./images/<name>.(jpg|jpeg|png). */
  offConvention: Array<{ file: string; at: string; value: string }>;
}

export function scanEntry(entry: ContentEntry): ScanResult {
  const result: ScanResult = { refs: [], offConvention: [] };
  visit(entry.data, [], entry.data, (value, at, holder) => {
    if (IMAGE_PATH.test(value)) {
      result.refs.push({ entry, at, holder, value, target: path.resolve(path.dirname(entry.file), value) });
    } else if (IMAGE_LIKE.test(value.trim()) && at[0] !== "$schema") {
      result.offConvention.push({ file: entry.file, at: formatPath(at), value });
    }
  });
  return result;
}

export function formatPath(at: readonly PathStep[]): string {
  return at
    .map((step, index) => (typeof step === "number" ? `[${step}]` : index === 0 ? step : `.${step}`))
    .join("");
}
