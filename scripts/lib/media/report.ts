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

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Runs `task` over `items` with at most `limit` running at once, keeping the results in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
