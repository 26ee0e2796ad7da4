/**
 * Which content images are still the stand-ins `npm run media` drew: `content/.placeholders.json` holds
 * each one's SHA-256, so a photo put in its place counts as real without the list being written again.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { projectPath } from "../../src/lib/content/content-folder";

/** The list's file name inside the content folder (hidden, so no collection and no page reads it). */
export const PLACEHOLDER_LIST = ".placeholders.json";

const ABOUT =
  "Written by npm run media: the images it drew that are still its placeholders (path from content/, " +
  "SHA-256 of the file). The launch check reports an image while its bytes match; a replaced photo does not.";

/** Image path from the content folder, with forward slashes → SHA-256 (hex) of the generated file. */
export type PlaceholderList = Map<string, string>;

export const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/** The list's key for an image file: its path from the content folder, with forward slashes. */
export const listKey = (contentDir: string, file: string): string => projectPath(contentDir, file);

/** The list in `contentDir`; empty when there is none. Throws a sentence naming the file when it is malformed. */
export async function readPlaceholderList(contentDir: string): Promise<PlaceholderList> {
  const file = path.join(contentDir, PLACEHOLDER_LIST);
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (text === undefined) return new Map();
  let images: unknown;
  try {
    images = (JSON.parse(text) as { images?: unknown }).images;
  } catch {
    images = undefined;
  }
  const valid =
    typeof images === "object" &&
    images !== null &&
    !Array.isArray(images) &&
    Object.values(images).every((hash) => typeof hash === "string" && /^[0-9a-f]{64}$/.test(hash));
  if (!valid) {
    throw new Error(
      `${file} is not a placeholder list ({"images": {"<path>": "<sha256>"}}): delete it and run npm run media`,
    );
  }
  return new Map(Object.entries(images as Record<string, string>));
}

/** Writes the list, its images in path order; leaves the file untouched when it would not change. */
export async function writePlaceholderList(contentDir: string, list: PlaceholderList): Promise<boolean> {
  const file = path.join(contentDir, PLACEHOLDER_LIST);
  const images = Object.fromEntries([...list].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const text = `${JSON.stringify({ about: ABOUT, images }, null, 2)}\n`;
  if ((await readFile(file, "utf8").catch(() => undefined)) === text) return false;
  await writeFile(file, text);
  return true;
}

/** Whether `file` still holds the bytes the list records for it. */
export async function isListedPlaceholder(
  list: PlaceholderList,
  contentDir: string,
  file: string,
): Promise<boolean> {
  const expected = list.get(listKey(contentDir, file));
  if (!expected) return false;
  const bytes = await readFile(file).catch(() => undefined);
  return bytes !== undefined && sha256(bytes) === expected;
}
