/** Every entry of the content folder as JSON, and every image it refers to. */
import path from "node:path";
import { contentFolders, entryFiles } from "../../src/lib/content/content-folder";
// The image-path rule of the content schemas ("format": "image-path"), defined once.
import { IMAGE_PATH } from "../../gatsby/content-formats";
import {
  formatPath,
  isJsonObject,
  visitStrings,
  type JsonObject,
  type JsonValue,
  type PathStep,
} from "../../gatsby/content-rules";

/** Anything that looks like an image path, to catch ones that break the convention. */
const IMAGE_LIKE = /\.(jpe?g|png|webp|gif|svg|avif)$/i;

export interface ContentEntry {
  collection: string;
  /** Absolute path of the JSON file. */
  file: string;
  data: JsonObject;
}

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

export function stringField(object: JsonObject, key: string): string | undefined {
  const value = object[key];
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : undefined;
}

export function numberField(object: JsonObject, key: string): number | undefined {
  const value = object[key];
  return typeof value === "number" ? value : undefined;
}

/** Every content/<collection>/*.json entry, schemas excluded, in a stable order. */
export function readEntries(contentDir: string): ContentEntry[] {
  return contentFolders(contentDir).flatMap((collection) =>
    entryFiles(contentDir, collection).map(({ file, text }) => {
      const data = JSON.parse(text) as JsonValue;
      if (!isJsonObject(data)) throw new Error(`${file}: expected a JSON object`);
      return { collection, file, data };
    }),
  );
}

export interface ScanResult {
  refs: ImageRef[];
  /** Strings that look like image files but do not follow ./images/<name>.(jpg|jpeg|png). */
  offConvention: Array<{ file: string; at: string; value: string }>;
}

export function scanEntry(entry: ContentEntry): ScanResult {
  const result: ScanResult = { refs: [], offConvention: [] };
  visitStrings(entry.data, [], entry.data, (value, at, holder) => {
    if (IMAGE_PATH.test(value)) {
      result.refs.push({ entry, at, holder, value, target: path.resolve(path.dirname(entry.file), value) });
    } else if (IMAGE_LIKE.test(value.trim())) {
      result.offConvention.push({ file: entry.file, at: formatPath(at), value });
    }
  });
  return result;
}
