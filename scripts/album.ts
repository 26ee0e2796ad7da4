/**
 * `npm run album -- new "Formula Bharat 2025" PHOTOS…` (photos or a folder of them): makes the album
 * (scripts/lib/album.ts), then runs the content check and lists the captions still to write.
 * `--content DIR` makes the album in another copy of the content folder.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { formatProblem } from "../gatsby/content-check";
import { countLabel } from "../src/lib/format";
import { AlbumRefused, createAlbum } from "./lib/album";
import { runMain } from "./lib/run-main";

const USAGE =
  'Usage: npm run album -- new "Album name" PHOTOS…  (JPEG, PNG or WebP files, or a folder of them)';
const projectDir = path.resolve(__dirname, "..");

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { content: { type: "string" } },
    allowPositionals: true,
  });
  const [command, name, ...inputs] = positionals;
  if (command !== "new" || name === undefined) {
    console.error(USAGE);
    return 1;
  }
  const contentDir = path.resolve(values.content ?? path.join(projectDir, "content"));
  const show = (file: string): string => path.relative(process.cwd(), file) || ".";
  let album;
  try {
    album = await createAlbum({ contentDir, name, inputs });
  } catch (error) {
    if (!(error instanceof AlbumRefused)) throw error;
    console.error(`No album made, nothing written:`);
    for (const reason of error.reasons) console.error(`  ${reason}`);
    return 1;
  }
  const count = album.photos.length;
  console.log(
    `Made the album "${name.trim()}": ${show(album.file)}, its page ${album.route} ` +
      `(display order ${album.order}, the last album on /gallery; lower "order" to show it earlier).`,
  );
  console.log(`${countLabel(count, "photo")} made safe in ${show(album.folder)}/, in this order:`);
  for (const photo of album.photos) console.log(`  ${photo.name}  (from ${show(photo.from)})`);
  if (album.problems.length > 0) {
    console.error(`The content check found ${album.problems.length} problem(s):`);
    for (const problem of album.problems) console.error(`  ${formatProblem(problem)}`);
    return 1;
  }
  console.log("Content check passed.");
  console.log(
    `Left to do: write what each photo shows as its "alt" in ${show(album.file)} ` +
      `(for now each says "${name.trim()}, photo N of ${count}"; npm run check:content -- --launch lists the ones left):`,
  );
  album.photos.forEach((photo, index) => console.log(`  images[${index}].alt  ${photo.name}`));
  return 0;
}

runMain(main);
