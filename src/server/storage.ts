// Which database the server and the CLI use, and how they reach it:
// - DATABASE_URL set: that PostgreSQL server, through pg, for both.
// - Otherwise PGlite in DATA_DIR. The server owns its files and offers them on a Unix socket there; the CLI
//   uses that socket, through pg as with DATABASE_URL, and opens the files itself only when no server runs.

import { existsSync } from "node:fs";
import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

import type { Config } from "./config";
import { PgDatabase, PgliteDatabase, type Database } from "./db";
import { DataDirBusyError, STALE_MS, lockDataDir } from "./lock";
import { migrate } from "./migrate";
import { servePglite } from "./pglite-server";

export interface OpenDatabase {
  db: Database;
  /** How it was reached, for the CLI's first line. */
  via: string;
  /** What an answered submission survives, for the server's log at start. */
  durability: string;
  /** Where resumes' bytes are files (PGlite); undefined when they are in the database (PostgreSQL). */
  resumeDir?: string;
  close(): Promise<void>;
}

type Where = Pick<Config, "dataDir" | "databaseUrl">;

const pgliteDir = (dataDir: string): string => path.join(dataDir, "pgdata");
export const resumeDirOf = (dataDir: string): string => path.join(dataDir, "resumes");
/** pg finds a server's socket as <host>/.s.PGSQL.<port>. */
const SOCKET_PORT = 5432;
const socketPath = (dataDir: string): string => path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);

export const PGLITE_DURABILITY =
  "PGlite: an answered submission survives a killed server, but not a power cut or an operating-system " +
  "crash (PGlite does not fsync), which can also damage the database. Back up daily " +
  "(npm run submissions -- backup FILE), and move to PostgreSQL (DATABASE_URL) when that is not enough.";

async function openPostgres(databaseUrl: string): Promise<OpenDatabase> {
  const db = await PgDatabase.connect({ connectionString: databaseUrl });
  await migrate(db);
  const [settings] = await db.query<{ fsync: string; synchronous_commit: string }>(
    `SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit`,
  );
  const durability =
    `PostgreSQL: as durable as that server is configured (fsync=${settings?.fsync}, ` +
    `synchronous_commit=${settings?.synchronous_commit}); back it up with its own tools or ` +
    "npm run submissions -- backup FILE.";
  return { db, via: "PostgreSQL (DATABASE_URL)", durability, close: () => db.close() };
}

/**
 * DATA_DIR holds visitors' personal data: it and everything in it are made the owner's alone (0700
 * directories, 0600 files), whatever modes they were created with (`mkdir data`, a umask of 0).
 */
export async function makePrivate(dir: string): Promise<void> {
  const info = await lstat(dir);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    await chmod(dir, 0o700);
    for (const name of await readdir(dir)) await makePrivate(path.join(dir, name));
  } else if (info.isFile()) await chmod(dir, 0o600);
}

/**
 * PGlite's files, opened by this process, which holds DATA_DIR's lock until closed; `waitMs` is how long
 * to wait for the lock (the server waits out a killed predecessor's).
 */
async function openFiles(
  dataDir: string,
  waitMs: number,
): Promise<OpenDatabase & { pglite: PgliteDatabase }> {
  const lock = await lockDataDir(dataDir, { waitMs });
  try {
    const db = await PgliteDatabase.open(pgliteDir(dataDir));
    await migrate(db);
    // PGlite creates its files 0666, whatever the umask: made private again once they exist.
    await makePrivate(dataDir);
    const close = async (): Promise<void> => {
      await db.close();
      await lock.release();
    };
    return {
      db,
      pglite: db,
      via: `PGlite in ${dataDir}`,
      durability: PGLITE_DURABILITY,
      resumeDir: resumeDirOf(dataDir),
      close,
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export async function openServerDatabase(where: Where): Promise<OpenDatabase> {
  if (where.databaseUrl) return openPostgres(where.databaseUrl);
  await mkdir(where.dataDir, { recursive: true, mode: 0o700 });
  const opened = await openFiles(where.dataDir, STALE_MS + 2_000);
  try {
    const socket = await servePglite(opened.pglite, socketPath(where.dataDir));
    return {
      ...opened,
      async close() {
        await socket.close();
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

async function openSocket(dataDir: string): Promise<OpenDatabase | undefined> {
  if (!existsSync(socketPath(dataDir))) return undefined;
  try {
    const db = await PgDatabase.connect({
      host: dataDir,
      port: SOCKET_PORT,
      user: "postgres",
      database: "postgres",
      max: 1,
    });
    return {
      db,
      via: `the running server's PGlite (${dataDir})`,
      durability: PGLITE_DURABILITY,
      resumeDir: resumeDirOf(dataDir),
      close: () => db.close(),
    };
  } catch {
    return undefined;
  }
}

/** A server that is starting holds the lock some seconds before its socket listens. */
const SERVER_START_WAIT_MS = 30_000;

export async function openCliDatabase(where: Where): Promise<OpenDatabase> {
  if (where.databaseUrl) return openPostgres(where.databaseUrl);
  const { dataDir } = where;
  if (!existsSync(pgliteDir(dataDir)))
    throw new Error(`There is no database in ${dataDir}: start the server once, or set DATA_DIR.`);
  const deadline = Date.now() + SERVER_START_WAIT_MS;
  for (;;) {
    const viaSocket = await openSocket(dataDir);
    if (viaSocket) return viaSocket;
    try {
      return await openFiles(dataDir, 0);
    } catch (error) {
      if (!(error instanceof DataDirBusyError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
