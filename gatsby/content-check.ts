/**
 * The content check on the files on disk (`npm run check:content` and the build): the folders are the
 * known collections, a singleton holds one entry, and every entry passes content-rules.ts.
 */
import fs from "node:fs";
import path from "node:path";
import {
  collectionByFolder,
  contentFolders,
  entryFiles,
  loadCollections,
  projectPath,
  readCommonSchema,
} from "../src/lib/content/content-folder";
import { checkEntries, type ContentProblem, type ContentSnapshot, type EntryFile } from "./content-rules";

export { formatProblem, type ContentProblem } from "./content-rules";

/** Folders default to <rootDir>/content and <rootDir>/static (the PDFs); the schemas are <contentDir>/schemas. */
interface CheckOptions {
  /** File names in problems are relative to it. */
  rootDir: string;
  contentDir?: string;
  staticDir?: string;
}

interface ReadContent {
  /** Folders that are no collection, collections without a folder, a singleton's count of entries. */
  problems: ContentProblem[];
  snapshot: ContentSnapshot;
}

/** Reads every collection under the content folder for the rules (content-rules.ts). */
export function readContent(options: CheckOptions): ReadContent {
  const rootDir = options.rootDir;
  const contentDir = options.contentDir ?? path.join(rootDir, "content");
  const staticDir = options.staticDir ?? path.join(rootDir, "static");
  const schemaDir = path.join(contentDir, "schemas");

  const problems: ContentProblem[] = [];
  const folderProblem = (folder: string, message: string): void => {
    problems.push({
      file: projectPath(rootDir, path.join(contentDir, folder)),
      entry: "-",
      field: "-",
      message,
    });
  };
  const collections = loadCollections(schemaDir);
  const folders = contentFolders(contentDir);
  const known = collections.map((c) => c.folder).join(", ");
  for (const folder of folders) {
    if (!collectionByFolder(folder, collections))
      folderProblem(folder, `is not a known collection (known: ${known})`);
  }
  for (const collection of collections) {
    if (!folders.includes(collection.folder))
      folderProblem(collection.folder, "collection folder is missing");
  }

  const entries: EntryFile[] = [];
  for (const collection of collections.filter((c) => folders.includes(c.folder))) {
    const files = entryFiles(contentDir, collection.folder);
    if (collection.singleton && files.length !== 1) {
      folderProblem(collection.folder, `must hold exactly one entry file (found ${files.length})`);
    }
    for (const { file, text } of files) entries.push({ collection, file: projectPath(rootDir, file), text });
  }
  const snapshot: ContentSnapshot = {
    collections,
    common: readCommonSchema(schemaDir),
    entries,
    hasImage: (file) => fs.existsSync(path.join(rootDir, file)),
    pdf: (file) => {
      const target = path.join(staticDir, file);
      if (!fs.existsSync(target)) return "missing";
      return fs.readFileSync(target).subarray(0, 5).toString("latin1") === "%PDF-" ? "ok" : "not-pdf";
    },
  };
  return { problems, snapshot };
}

/** Checks every collection under the content folder and returns all problems found (none = valid). */
export function checkContent(options: CheckOptions): ContentProblem[] {
  const { problems, snapshot } = readContent(options);
  return [...problems, ...checkEntries(snapshot)];
}
