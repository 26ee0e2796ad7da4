/** Sizes of the generated media, for the closing summary and the size budget. */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

export interface SizedFile {
  file: string;
  bytes: number;
}

const MEDIA_FILE = /\.(jpe?g|png|pdf|webm|mp4)$/i;

/** Every file under `place` (or `place` itself when it is a file); nothing when it does not exist. */
async function walk(place: string): Promise<string[]> {
  const info = await stat(place).catch(() => undefined);
  if (info === undefined) return [];
  if (info.isFile()) return [place];
  const names = await readdir(place, { withFileTypes: true });
  const nested = await Promise.all(
    names.map((item) => {
      const full = path.join(place, item.name);
      return item.isDirectory() ? walk(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Media files (images, PDFs, videos) at or under the given places, with their sizes, largest first. */
export async function mediaFiles(folders: readonly string[]): Promise<SizedFile[]> {
  const files = (await Promise.all(folders.map(walk))).flat().filter((file) => MEDIA_FILE.test(file));
  const sized = await Promise.all(files.map(async (file) => ({ file, bytes: (await stat(file)).size })));
  return sized.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
}
