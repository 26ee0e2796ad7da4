/**
 * The content check (gatsby/content-rules.ts) in the editor: what it would refuse once an entry is saved
 * (save-check.ts refuses the save). Bundled alone into public/admin/check.js as `window.ContentCheck`.
 */
import { resolveNode, type Collection, type SchemaNode } from "../lib/content/content-folder";
import {
  checkEntries,
  editorFileName,
  formatProblem,
  type ContentProblem,
  type EntryFile,
} from "../../gatsby/content-rules";
import type { EditorContent } from "../../gatsby/editor-content";

/** How the start script makes an uploaded photo safe: the same limits as `npm run media:import`. */
export * as photoRules from "../lib/photo-rules";

type Path = (string | number)[];

/** The entry being saved: its collection folder, file (from the project root) and data. */
export interface Save {
  folder: string;
  file: string;
  data: unknown;
  /** Images uploaded with this save, not yet in `content.images`. */
  uploads?: string[];
  /** A new entry: its file must not be there yet. */
  isNew?: boolean;
}

const definitionsOf = (content: EditorContent): Record<string, SchemaNode> =>
  (content.common?.definitions as Record<string, SchemaNode> | undefined) ?? {};

function problemsOf(content: EditorContent, save?: Save): ContentProblem[] {
  const byFolder = new Map(content.collections.map((collection) => [collection.folder, collection]));
  const entries: EntryFile[] = [];
  for (const { folder, file, text } of content.entries) {
    const collection = byFolder.get(folder);
    if (collection && file !== save?.file) entries.push({ collection, file, text });
  }
  const collection = save && byFolder.get(save.folder);
  if (save && collection) entries.push({ collection, file: save.file, text: JSON.stringify(save.data) });
  const images = new Set([...content.images, ...(save?.uploads ?? [])]);
  return checkEntries({
    collections: content.collections,
    common: content.common,
    entries,
    hasImage: (file) => images.has(file),
    pdf: (file) => content.pdfs[file] ?? "missing",
  });
}

/** A field's path ("combustion.chassis", "images[2].alt") in the editor's words: "Specifications › Chassis". */
function fieldLabel(collection: Collection, field: string, definitions: Record<string, SchemaNode>): string {
  let node: SchemaNode | undefined = resolveNode(collection.schema, definitions);
  const words: string[] = [];
  for (const part of field.match(/[^.[\]]+/g) ?? []) {
    if (/^\d+$/.test(part)) {
      words.push(`item ${Number(part) + 1}`);
      node = node?.items && resolveNode(node.items, definitions);
    } else {
      const child: SchemaNode | undefined = node?.properties?.[part];
      node = child && resolveNode(child, definitions);
      words.push(node?.title ?? part);
    }
  }
  return words.join(" › ") || "The entry";
}

/** The file Decap CMS writes a new entry of a collection folder to ("vehicles", "zfr90.0" → …/zfr90-0.json). */
export const newEntryFile = (folder: string, slug: string): string =>
  `content/${folder}/${editorFileName(slug)}.json`;

/** The problems once `save` is written, in its file and any it causes elsewhere, fields by their labels. */
export function refusals(content: EditorContent, save: Save): string[] {
  const collection = content.collections.find((candidate) => candidate.folder === save.folder);
  const definitions = definitionsOf(content);
  if (save.isNew && content.entries.some((entry) => entry.file === save.file)) {
    const slug = collection ? fieldLabel(collection, "slug", definitions) : "Slug";
    return [`${slug}: ${save.file} already holds another entry; choose another`];
  }
  // Another file's problem the content already had is not this save's to fix.
  const previous = new Set(problemsOf(content).map(formatProblem));
  return problemsOf(content, save)
    .filter((problem) => problem.file === save.file || !previous.has(formatProblem(problem)))
    .map((problem) => {
      const label =
        collection && problem.field !== "-"
          ? fieldLabel(collection, problem.field, definitions)
          : "The entry";
      const where = problem.file === save.file ? "" : ` (in ${problem.file})`;
      return `${label}${where}: ${problem.message}`;
    });
}

/** "", null, an empty list or an object with no keys. */
const isEmpty = (value: unknown): boolean =>
  value === "" || value === null || (typeof value === "object" && Object.keys(value).length === 0);

/**
 * The optional fields an officer emptied ("", an empty list, a group with every field empty), deepest
 * first, to delete before a save: an optional field is left out, never saved as "".
 */
export function emptyOptionalPaths(content: EditorContent, folder: string, data: unknown): Path[] {
  const collection = content.collections.find((candidate) => candidate.folder === folder);
  if (!collection) return [];
  const definitions = definitionsOf(content);
  const paths: Path[] = [];
  const visit = (value: unknown, schema: SchemaNode, at: Path): boolean => {
    const node = resolveNode(schema, definitions);
    if (Array.isArray(value) && node.items) {
      value.forEach((item, index) => visit(item, node.items as SchemaNode, [...at, index]));
    } else if (value && typeof value === "object" && node.properties) {
      const required = new Set(node.required ?? []);
      let filled = 0;
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const property = node.properties[key];
        const emptied = (property ? visit(child, property, [...at, key]) : false) || isEmpty(child);
        if (!emptied) filled += 1;
        else if (!required.has(key)) paths.push([...at, key]);
      }
      return filled === 0;
    }
    return isEmpty(value);
  };
  visit(data, collection.schema, []);
  return paths;
}

/** Where an upload goes and what the entry is called: the start script reads both from the editor's page. */
export interface Upload {
  folder: string;
  /** The entry's slug as typed so far ("" when the officer has not filled it in). */
  slug: string;
  fileName: string;
  /** The collection files each entry's photos in a folder of its own (albums: images/<slug>/). */
  perEntry: boolean;
  /** Names already given this session that may not be on disk yet ("content/alumni/images/x.jpg"). */
  taken?: readonly string[];
}

const lowerWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * The first free name for an upload, so it never replaces another entry's photo: the entry's slug
 * (`aditi-jaiswal-2.jpg`), or in an album its own name; undefined while the entry has no slug.
 */
export function uploadName(content: Pick<EditorContent, "images">, upload: Upload): string | undefined {
  const slug = lowerWords(upload.slug);
  if (!slug) return undefined;
  const dot = upload.fileName.lastIndexOf(".");
  const extension = dot > 0 ? upload.fileName.slice(dot + 1).toLowerCase() : "jpg";
  const stem = upload.perEntry ? lowerWords(dot > 0 ? upload.fileName.slice(0, dot) : upload.fileName) : slug;
  const dir = `content/${upload.folder}/images${upload.perEntry ? `/${slug}` : ""}`;
  const used = new Set([...content.images, ...(upload.taken ?? [])].map((file) => file.toLowerCase()));
  for (let count = 1; ; count += 1) {
    const name = `${stem || "photo"}${count === 1 ? "" : `-${count}`}.${extension}`;
    if (!used.has(`${dir}/${name}`)) return name;
  }
}
