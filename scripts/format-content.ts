/**
 * `npm run format:content`: rewrites and lists every content entry file not in the canonical format
 * (gatsby/canonical-content.ts), values unchanged; invalid JSON is left for the content check.
 *
 * `npm run format:content -- <folder>` formats another copy of the content folder.
 */
import fs from "node:fs";
import path from "node:path";
import { countLabel } from "../src/lib/format";
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
    : `Formatted ${countLabel(changed.length, "file")}.`,
);
