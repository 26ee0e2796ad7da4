/**
 * The launch check (`npm run check:content -- --launch`): every placeholder still in the content, which
 * the normal check and the build accept, with its file, entry and field.
 */
import path from "node:path";
import type { ContentProblem } from "../../gatsby/content-check";
import { projectPath } from "../../src/lib/content/content-folder";
import { isPlaceholderCaption } from "./captions";
import { isListedPlaceholder, readPlaceholderList } from "./placeholder-list";
import { mapLimit } from "./report";
import { readEntries, scanEntry, type ContentEntry, type ImageRef } from "./content-entries";
import {
  formatPath,
  visitStrings,
  type JsonObject,
  type JsonValue,
  type PathStep,
} from "../../gatsby/content-rules";

/** Links to a social profile: an empty one, "#" or a network's bare home page links to no one. */
const SOCIAL_FIELDS = new Set(["linkedin", "instagram", "facebook", "youtube", "github", "twitter", "url"]);
const SOCIAL_HOSTS = /(^|\.)(linkedin|instagram|facebook|youtube|github|twitter|x)\.com$/;

/** What makes a text value a placeholder, and how the launch check names it. */
function textPlaceholder(collection: string, at: readonly PathStep[], value: string): string | undefined {
  const field = at[at.length - 1];
  if (/\bexample\.(org|com|net)\b/i.test(value)) return `is an example address (${value})`;
  if (/0000/.test(value) && /^[\s+\-X\d]+$/.test(value)) return `is a placeholder number (${value})`;
  if (collection === "sponsors" && field === "name" && /^Partner \d+$/.test(value)) {
    return `is a placeholder sponsor name (${value})`;
  }
  if (typeof field === "string" && SOCIAL_FIELDS.has(field)) {
    if (value.trim() === "" || value.trim() === "#") return "is an empty social link";
    try {
      const url = new URL(value);
      if (SOCIAL_HOSTS.test(url.hostname) && url.pathname.replace(/\/+$/, "") === "") {
        return `is an empty social link (${value} names no profile)`;
      }
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** An album photo's caption still the stand-in `npm run album` wrote. */
function captionPlaceholder(entry: ContentEntry, at: readonly PathStep[], value: string): string | undefined {
  const name = entry.data.name;
  if (entry.collection !== "gallery" || typeof name !== "string" || at[0] !== "images" || at[2] !== "alt") {
    return undefined;
  }
  return isPlaceholderCaption(name, value)
    ? `is a stand-in caption: write what the photo shows (${value})`
    : undefined;
}

const entryName = (entry: ContentEntry): string =>
  typeof entry.data.slug === "string" ? entry.data.slug : path.basename(entry.file, ".json");

/** One placeholder, with what the launch page needs beside the text line. */
export interface Placeholder extends ContentProblem {
  /** The entry that holds it. */
  source: ContentEntry;
  /** Where in the entry, e.g. ["images", 3, "src"], and the object or list holding the value. */
  at: PathStep[];
  holder: JsonObject | JsonValue[];
  /** The placeholder value (the image path as the entry writes it, or the dummy text). */
  value: string;
  /** For a generated image: its file (absolute path), the one to replace. */
  image?: string;
}

/** Every placeholder in the content under rootDir, with its entry: text ones, then generated images. */
export async function launchPlaceholders(rootDir: string): Promise<Placeholder[]> {
  const contentDir = path.join(rootDir, "content");
  const entries = readEntries(contentDir);
  const placeholder = (
    { entry: source, at, holder, value }: Pick<ImageRef, "entry" | "at" | "holder" | "value">,
    message: string,
  ): Placeholder => {
    const file = projectPath(rootDir, source.file);
    return { file, entry: entryName(source), field: formatPath(at), message, source, at, holder, value };
  };
  const found: Placeholder[] = [];
  for (const entry of entries) {
    visitStrings(entry.data, [], entry.data, (value, at, holder) => {
      const message = textPlaceholder(entry.collection, at, value) ?? captionPlaceholder(entry, at, value);
      if (message) found.push(placeholder({ entry, at, holder, value }, message));
    });
  }
  // A generated image still holds the bytes `npm run media` wrote and listed (content/.placeholders.json).
  const list = await readPlaceholderList(contentDir);
  const refs = entries.flatMap((entry) => scanEntry(entry).refs);
  const generated = await mapLimit(refs, 4, (ref) => isListedPlaceholder(list, contentDir, ref.target));
  refs.forEach((ref, index) => {
    const message = `is a generated placeholder image (${ref.value})`;
    if (generated[index]) found.push({ ...placeholder(ref, message), image: ref.target });
  });
  return found;
}
