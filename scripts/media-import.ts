/**
 * `npm run media:import -- FILES…`: makes photos safe for the site, in place (scripts/lib/photos.ts), and
 * prints each one's size before and after; exits 1 if a file is not a JPEG, PNG or WebP or cannot be written.
 */
import path from "node:path";
import { makePhotoSafe, type ImageFacts } from "./lib/photos";
import { countLabel, formatBytes } from "../src/lib/format";
import { runMain } from "./lib/run-main";

const describe = ({ bytes, width, height }: ImageFacts): string =>
  `${width}×${height} px, ${formatBytes(bytes)}`;

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error("Usage: npm run media:import -- FILES…  (JPEG, PNG or WebP photos, fixed in place)");
    return 1;
  }
  let failed = 0;
  for (const file of files) {
    try {
      const { before, after, action } = await makePhotoSafe(path.resolve(file));
      console.log(
        action === "unchanged"
          ? `${file}: already safe (${describe(before)}), left unchanged`
          : `${file}: ${action}, ${describe(before)} → ${describe(after)}`,
      );
    } catch (error) {
      failed += 1;
      console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed === 0) return 0;
  console.error(`media:import failed for ${failed} of ${countLabel(files.length, "file")}.`);
  return 1;
}

runMain(() => main(process.argv.slice(2)));
