// Brotli and gzip copies at their best levels beside the built site's text files (app-1a2b.js.br), sent as
// they are: written after every build (postbuild), and by the server for a file whose copies are stale.

import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** Text the browser fetches; source maps are left out (only developer tools ask for them). */
const COMPRESSIBLE = /\.(?:html|js|css|json|svg|webmanifest|xml|txt)$/;
/** Below this, compression saves less than the headers it costs (the server's own threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS: readonly { extension: string; encode: (data: Buffer) => Promise<Buffer> }[] = [
  {
    extension: ".br",
    encode: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: ".gz", encode: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

interface PrecompressResult {
  /** Compressible files of at least MIN_BYTES. */
  files: number;
  /** Compressed copies written (the others were already current). */
  written: number;
  /** Bytes of the files copies were written for, and of their brotli copies. */
  sourceBytes: number;
  brotliBytes: number;
}

/**
 * Writes `file`'s compressed copies where they are missing or older than it (nothing for a file that
 * is too small or not text); throws if one cannot be written.
 */
export async function precompressFile(file: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, written: 0, sourceBytes: 0, brotliBytes: 0 };
  if (!COMPRESSIBLE.test(file)) return result;
  const { size, mtimeMs } = await stat(file);
  if (size < MIN_BYTES) return result;
  result.files = 1;
  let data: Buffer | undefined;
  for (const { extension, encode } of ENCODERS) {
    const copy = file + extension;
    const copyTime = (await stat(copy).catch(() => undefined))?.mtimeMs;
    if (copyTime !== undefined && copyTime >= mtimeMs) continue;
    data ??= await readFile(file);
    const encoded = await encode(data);
    // Written aside and renamed, so a reader never gets half a file.
    const partial = `${copy}.${process.pid}-${randomUUID()}.tmp`;
    await writeFile(partial, encoded);
    await rename(partial, copy);
    result.written += 1;
    if (extension === ".br") {
      result.sourceBytes += data.length;
      result.brotliBytes += encoded.length;
    }
  }
  return result;
}

/** precompressFile for every file under `root`. */
export async function precompress(root: string): Promise<PrecompressResult> {
  const total: PrecompressResult = { files: 0, written: 0, sourceBytes: 0, brotliBytes: 0 };
  const queue = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  async function work(): Promise<void> {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const result = await precompressFile(file);
      for (const key of Object.keys(total) as (keyof PrecompressResult)[]) total[key] += result[key];
    }
  }
  // zlib runs in libuv's thread pool: one worker per core keeps every core busy.
  await Promise.all(Array.from({ length: availableParallelism() }, work));
  return total;
}
