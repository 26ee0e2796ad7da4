// One server per DATA_DIR (two would sweep each other's resume files and back up twice). The server
// holds a lock on DATA_DIR (proper-lockfile: an atomically created DATA_DIR/.lock directory whose mtime the
// owner refreshes every few seconds). No process id is involved, so a restart that gets the same PID (PID
// 1 in a container) or a reused PID cannot be mistaken for the owner: a lock whose owner was killed is
// taken over once it has not been refreshed for STALE_MS.

import path from "node:path";

import lockfile from "proper-lockfile";

export class DataDirBusyError extends Error {
  constructor(dataDir: string) {
    super(`DATA_DIR (${dataDir}) is in use by a running server.`);
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** A lock not refreshed for this long belongs to a process that died. */
export const STALE_MS = 10_000;
const REFRESH_MS = STALE_MS / 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes DATA_DIR's lock, waiting up to `waitMs` for a holder to release it or to be found dead.
 * `onLost` is called if the lock is ever lost (its refresh failed for STALE_MS): the caller must stop
 * using the files at once.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = 0, onLost }: { waitMs?: number; onLost?: (error: Error) => void } = {},
): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const release = await lockfile.lock(dataDir, {
        lockfilePath: path.join(dataDir, ".lock"),
        realpath: false,
        stale: STALE_MS,
        update: REFRESH_MS,
        onCompromised:
          onLost ??
          ((error) => {
            console.error(`Lost the lock on ${dataDir}: ${error.message}. Stopping.`);
            process.exit(1);
          }),
      });
      return { release: () => release().catch(() => undefined) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
      if (Date.now() >= deadline) throw new DataDirBusyError(dataDir);
      await sleep(Math.min(500, Math.max(0, deadline - Date.now())));
    }
  }
}
