// One server per DATA_DIR (two would sweep each other's resume files and back up twice). The server
// holds a lock on DATA_DIR (proper-lockfile: an atomically created DATA_DIR/.lock directory whose mtime the
// owner refreshes every few seconds). No process id is involved, so a restart that gets the same PID (PID
// 1 in a container) or a reused PID cannot be mistaken for the owner: a lock whose owner was killed is
// taken over once it has not been refreshed for STALE_MS.

import os from "node:os";
import path from "node:path";

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a lost lock does unless its holder says otherwise: the process stops at once. */
const stopOnLost =
  (say: (error: Error) => string) =>
  (error: Error): never => {
    console.error(say(error));
    process.exit(1);
  };

/**
 * Takes DATA_DIR's lock (`file`: the server's `.lock` unless named), waiting up to `waitMs` for a holder
 * to release it or to be found dead. `onLost` is called if the lock is ever lost (its refresh failed for
 * STALE_MS): the caller must stop using the files at once.
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
  const lost = onLost ?? stopOnLost((error) => `Lost the lock on ${dataDir}: ${error.message}. Stopping.`);
  for (;;) {
    try {
      // A refresh already under way when the lock is released can still report it lost: not after release.
      let released = false;
      const release = await lockfile.lock(dataDir, {
        lockfilePath: path.join(dataDir, file),
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

// One server per PostgreSQL database (schema): the rate limits, the resume quota, the sponsors' click rule
// and the daily backup are each counted by one process. The server holds a session-level advisory lock on
// a connection of its own for as long as it runs; PostgreSQL lets it go the moment that connection closes
// (a stopped or killed server), so a restart waits only for its predecessor to be gone.

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
 * Takes the database's lock for this server, waiting up to `waitMs` for a holder to let it go. If the
 * lock's connection breaks (PostgreSQL restarted), it is taken again on a new one as soon as the server is
 * back; `onLost` is called if another server took it meanwhile: the caller must stop at once.
 */
export async function lockDatabase(
  config: pg.ClientConfig,
  { waitMs = 0, onLost }: { waitMs?: number; onLost?: (error: Error) => void } = {},
): Promise<DataDirLock> {
  const lost = onLost ?? stopOnLost((error) => `${error.message} Stopping.`);
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
        return lost(new DatabaseBusyError(result.holder));
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
