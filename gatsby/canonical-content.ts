/**
 * The content files' one format (src/lib/canonical-json.ts), so an edit of one field is a one-line diff:
 * the content check refuses a file not in it, and `npm run format:content` rewrites it.
 */
import fs from "node:fs";
import path from "node:path";
import { canonicalJson, firstDifferentLine, type OrderSchema } from "../src/lib/canonical-json";
import {
  entryFiles,
  loadCollections,
  loadCommonDefinitions,
  projectPath,
  resolveNode,
  type SchemaNode,
} from "../src/lib/content/content-folder";
import type { ContentProblem } from "./content-check";

const FORMAT_COMMAND = "npm run format:content";

interface CanonicalFile {
  /** Absolute path of the entry's JSON file. */
  file: string;
  text: string;
  canonical: string;
}

/** An entry's canonical text, given its collection's schema (shared definitions read from schemaDir). */
export function canonicalFormat(schemaDir: string): (data: unknown, schema: SchemaNode) => string {
  const definitions = loadCommonDefinitions(schemaDir);
  const resolve = (node: OrderSchema): OrderSchema => resolveNode(node as SchemaNode, definitions);
  return (data, schema) => canonicalJson(data, schema, resolve);
}

/**
 * Every entry file of the collections under contentDir with its text and canonical text. Files that
 * are not valid JSON are left out: the content check reports them, and they have no canonical form.
 */
export function canonicalFiles(contentDir: string): CanonicalFile[] {
  const schemaDir = path.join(contentDir, "schemas");
  const canonical = canonicalFormat(schemaDir);
  return loadCollections(schemaDir)
    .filter((collection) => fs.existsSync(path.join(contentDir, collection.folder)))
    .flatMap((collection) =>
      entryFiles(contentDir, collection.folder).flatMap(({ file, text }) => {
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          return [];
        }
        return [{ file, text, canonical: canonical(data, collection.schema) }];
      }),
    );
}

/** One problem per entry file that is not in the canonical format, naming the first line that differs. */
export function checkCanonical(options: { rootDir: string; contentDir?: string }): ContentProblem[] {
  const contentDir = options.contentDir ?? path.join(options.rootDir, "content");
  return canonicalFiles(contentDir)
    .filter(({ text, canonical }) => text !== canonical)
    .map(({ file, text, canonical }) => ({
      file: projectPath(options.rootDir, file),
      entry: path.basename(file, ".json"),
      field: "-",
      message:
        `is not in the canonical format (keys in the schema's order, 2-space indent, final newline; ` +
        `first difference at line ${firstDifferentLine(text, canonical)}): run ${FORMAT_COMMAND}`,
    }));
}
