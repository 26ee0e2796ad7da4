/**
 * What the editor checks a save against (src/admin/check.ts): schemas, entry files, images and PDFs.
 * Written to public/admin/content.json by the build; served fresh from disk under `npm run cms`.
 */
import path from "node:path";
import { readContent } from "./content-check";
import { filesUnder, projectPath, type Collection, type SchemaNode } from "../src/lib/content/content-folder";
import { PHOTO_FILE } from "../src/lib/photo-rules";

export interface EditorContent {
  collections: Collection[];
  common?: SchemaNode;
  entries: { folder: string; file: string; text: string }[];
  /** Every image under content/, by its path from the project root ("content/alumni/images/x.jpg"). */
  images: string[];
  /** Every PDF under static/ ("/press-releases/x.pdf") and whether it really is one. */
  pdfs: Record<string, "ok" | "not-pdf">;
}

/** Every image under a content folder, by its path from the project root ("content/alumni/images/x.jpg"). */
export const contentImages = (rootDir: string, contentDir = path.join(rootDir, "content")): string[] =>
  filesUnder(contentDir, PHOTO_FILE).map((name) => projectPath(rootDir, path.join(contentDir, name)));

export function editorContent(rootDir: string): EditorContent {
  const { snapshot } = readContent({ rootDir });
  const pdfs: EditorContent["pdfs"] = {};
  for (const name of filesUnder(path.join(rootDir, "static"), /\.pdf$/i)) {
    const file = `/${name}`;
    pdfs[file] = snapshot.pdf(file) === "ok" ? "ok" : "not-pdf";
  }
  return {
    collections: [...snapshot.collections],
    common: snapshot.common,
    entries: snapshot.entries.map(({ collection, file, text }) => ({
      folder: collection.folder,
      file,
      text,
    })),
    images: contentImages(rootDir),
    pdfs,
  };
}
