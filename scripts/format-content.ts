/**
 * `npm run format:content`: rewrites every content entry file that is not in the canonical format (keys in
 * their schema's order, 2-space JSON, final newline; see gatsby/canonical-content.ts) and lists them.
 * Values are never changed, only the order of keys and the layout. Files that are not valid JSON are left
 * for the content check to report.
 *
 * `npm run format:content -- <folder>` formats another copy of the content folder.
 */
import fs from "node:fs";
import path from "node:path";
import { canonicalFiles } from "../gatsby/canonical-content";

const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "content"));
const changed = canonicalFiles(contentDir).filter(({ text, canonical }) => text !== canonical);
for (const { file, canonical } of changed) {
  fs.writeFileSync(file, canonical);
  console.log(`formatted ${path.relative(process.cwd(), file)}`);
}
console.log(
  changed.length === 0
    ? "Every content file is already in the canonical format."
    : `Formatted ${changed.length} file${changed.length === 1 ? "" : "s"}.`,
);
