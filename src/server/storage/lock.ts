// One server per DATA_DIR: a proper-lockfile directory, DATA_DIR/.lock, whose mtime its owner refreshes
// (no process id, which a restart can reuse); a lock not refreshed for STALE_MS is taken over.

import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import pg from "pg";
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

/** What a lost lock does unless its holder says otherwise: the process stops at once. */
const stop = (message: string): never => {
  console.error(`${message} Stopping.`);
  process.exit(1);
};

/**
 * Takes DATA_DIR's lock (`file`, `.lock` unless named), waiting up to `waitMs`. `onLost` is called if its
 * refresh fails for STALE_MS: the caller must stop using the files at once.
 */
export async function lockDataDir(
  dataDir: string,
  {
    waitMs = 0,
    onLost,
    file = ".lock",
  }: { waitMs?: number; onLost?: (error: Error) => void; file?: string } = {},
): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs;
  const lost = onLost ?? ((error: Error) => stop(`Lost the lock on ${dataDir}: ${error.message}.`));
  for (;;) {
    try {
      // A refresh already under way when the lock is released can still report it lost: not after release.
      let released = false;
      // Named by its own file: proper-lockfile keeps one lock per name, and the CLI holds two in DATA_DIR.
      const lockPath = path.join(dataDir, file);
      const release = await lockfile.lock(lockPath, {
        lockfilePath: lockPath,
        realpath: false,
        stale: STALE_MS,
        update: REFRESH_MS,
        onCompromised: (error) => {
          if (!released) lost(error);
        },
      });
      return {
        release: () => {
          released = true;
          return release().catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
      if (Date.now() >= deadline) throw new DataDirBusyError(dataDir);
      await sleep(Math.min(500, Math.max(0, deadline - Date.now())));
    }
  }
}

// One server per PostgreSQL schema (the limits and quotas are counted in one process): a session-level
// advisory lock on a connection of its own, which PostgreSQL lets go the moment that connection closes.

/** The advisory lock's first key: this program's; the second is the schema's (hashtext). */
const ADVISORY_CLASS = 0x5ae_f0;

/** A connection's name in pg_stat_activity: which server holds the lock, for the refusal's message. */
const applicationName = (): string => `sae-forms server ${os.hostname()} pid ${process.pid}`.slice(0, 63);

export class DatabaseBusyError extends Error {
  constructor(holder: string) {
    super(
      `Another server is using this database (DATABASE_URL): ${holder}. Only one server may run per ` +
        "database: stop that one first.",
    );
  }
}

/** The lock's holder as PostgreSQL names it (its connection's name and address). */
async function holderOf(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ name: string; address: string | null }>(
    `SELECT a.application_name AS name, host(a.client_addr) AS address
     FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1
       AND l.objid = hashtext(current_schema())::oid`,
    [ADVISORY_CLASS],
  );
  const [row] = rows;
  if (!row) return "a server that has just stopped";
  return `"${row.name || "a client"}"${row.address ? ` from ${row.address}` : ""}`;
}

/**
 * Takes the database's lock, waiting up to `waitMs`; a broken connection takes it again on a new one, and
 * the process stops at once if another server took it meanwhile.
 */
export async function lockDatabase(
  config: pg.ClientConfig,
  { waitMs = 0 }: { waitMs?: number } = {},
): Promise<DataDirLock> {
  let released = false;
  let client: pg.Client | undefined;

  /** A new connection that holds the lock, or the holder's name when another server has it. */
  const attempt = async (): Promise<{ client: pg.Client } | { holder: string }> => {
    const next = new pg.Client({ ...config, application_name: applicationName() });
    next.on("error", () => undefined);
    await next.connect();
    try {
      const { rows } = await next.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS locked`,
        [ADVISORY_CLASS],
      );
      if (rows[0]?.locked) return { client: next };
      const holder = await holderOf(next);
      await next.end();
      return { holder };
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  const hold = (held: pg.Client): void => {
    client = held;
    held.once("end", () => {
      if (!released) void retake();
    });
  };

  const retake = async (): Promise<void> => {
    for (;;) {
      if (released) return;
      try {
        const result = await attempt();
        if (released) {
          if ("client" in result) await result.client.end();
          return;
        }
        if ("client" in result) return hold(result.client);
        return stop(new DatabaseBusyError(result.holder).message);
      } catch {
        await sleep(1_000);
      }
    }
  };

  const deadline = Date.now() + waitMs;
  for (;;) {
    const result = await attempt();
    if ("client" in result) {
      hold(result.client);
      break;
    }
    if (Date.now() >= deadline) throw new DatabaseBusyError(result.holder);
    await sleep(Math.min(500, Math.max(0, deadline - Date.now())));
  }
  return {
    async release() {
      released = true;
      await client?.end().catch(() => undefined);
    },
  };
}
