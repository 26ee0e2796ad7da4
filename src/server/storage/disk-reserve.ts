// A few megabytes kept in DATA_DIR for a full disk, where SQLite cannot open (no room for its -shm file):
// given up then so the server starts, serves the site and refuses writes with 503; written again with room.

import { open, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export const RESERVE_BYTES = 4 * 1024 * 1024;
export const reserveFileOf = (dataDir: string): string => path.join(dataDir, ".disk-reserve");

export async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, "r");
  await handle.sync().finally(() => handle.close());
}

/** Writes the reserve if it is missing or short; on a full disk, leaves none and says so. */
export async function keepReserve(dataDir: string): Promise<void> {
  const file = reserveFileOf(dataDir);
  const size = await stat(file).then(
    (info) => info.size,
    () => 0,
  );
  if (size >= RESERVE_BYTES) return;
  try {
    // Real bytes, not a sparse file: the blocks are taken now.
    await writeFile(file, Buffer.alloc(RESERVE_BYTES), { mode: 0o600, flush: true });
  } catch (error) {
    await rm(file, { force: true });
    console.error(
      `Could not keep a disk reserve in ${dataDir} (${(error as NodeJS.ErrnoException).code ?? String(error)}): the disk is nearly full.`,
    );
  }
}

/** Gives up the reserve; true when there was one to give. */
export async function giveUpReserve(dataDir: string): Promise<boolean> {
  const file = reserveFileOf(dataDir);
  const had = await stat(file).then(
    () => true,
    () => false,
  );
  await rm(file, { force: true });
  return had;
}
