// The database the server and the CLI use: PostgreSQL at DATABASE_URL, else SQLite in DATA_DIR/forms.sqlite
// with resumes as files in DATA_DIR/resumes. The server holds DATA_DIR's lock, and PostgreSQL's (lock.ts).

import { existsSync } from "node:fs";
import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

import { PgDatabase, SqliteDatabase, type Database } from "./db";
import { STALE_MS, lockDataDir, lockDatabase } from "./lock";
import { migrate } from "./migrate";
import { giveUpReserve, keepReserve } from "./disk-reserve";
import { isStorageFault } from "../http/faults";

export interface OpenDatabase {
  db: Database;
  /** How it was reached, for the CLI's first line. */
  via: string;
  /** What an answered submission survives, for the server's log at start. */
  durability: string;
  /** Where resumes' bytes are files (SQLite); undefined when they are in the database (PostgreSQL). */
  resumeDir?: string;
  close(): Promise<void>;
}

interface Where {
  dataDir: string;
  databaseUrl?: string;
}

export const sqliteFileOf = (dataDir: string): string => path.join(dataDir, "forms.sqlite");
export const resumeDirOf = (dataDir: string): string => path.join(dataDir, "resumes");
/** Where PostgreSQL's uploads wait, as files, until their bytes go into the rows. */
export const uploadsDirOf = (dataDir: string): string => path.join(dataDir, "uploads");

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

/** Makes DATA_DIR (visitors' personal data) and everything in it the owner's alone, whatever its modes. */
export async function makePrivate(dir: string): Promise<void> {
  const info = await lstat(dir);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    await chmod(dir, 0o700);
    for (const name of await readdir(dir)) await makePrivate(path.join(dir, name));
  } else if (info.isFile()) await chmod(dir, 0o600);
}

async function openSqlite(dataDir: string): Promise<OpenDatabase> {
  const db = SqliteDatabase.open(sqliteFileOf(dataDir));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    db,
    via: `SQLite in ${sqliteFileOf(dataDir)}`,
    durability:
      "SQLite (write-ahead log, synced at every commit): an answered submission survives a killed server, " +
      "an operating-system crash and a power cut.",
    resumeDir: resumeDirOf(dataDir),
    close: () => db.close(),
  };
}

/** The server's database, with DATA_DIR's lock (and PostgreSQL's) held until it is closed. */
export async function openServerDatabase(
  where: Where,
  { lockWaitMs = STALE_MS + 2_000 }: { lockWaitMs?: number } = {},
): Promise<OpenDatabase> {
  const { dataDir, databaseUrl } = where;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Both wait out a killed predecessor's lock (a restart: the old server may still be stopping).
  const locks = [await lockDataDir(dataDir, { waitMs: lockWaitMs })];
  let opened: OpenDatabase | undefined;
  let gaveUpReserve = false;
  try {
    if (databaseUrl) {
      locks.push(await lockDatabase({ connectionString: databaseUrl }, { waitMs: lockWaitMs }));
      opened = await openPostgres(databaseUrl);
    } else {
      try {
        opened = await openSqlite(dataDir);
      } catch (error) {
        // A full disk: the reserve's room lets SQLite open, so the site is served and writes refused.
        if (!isStorageFault(error) || !(await giveUpReserve(dataDir))) throw error;
        console.error(
          `The disk holding ${dataDir} is full (${(error as { code?: string }).code}): gave up the disk reserve to start. Free some space.`,
        );
        opened = await openSqlite(dataDir);
        gaveUpReserve = true;
      }
    }
    // Written again at the next start that finds room, not taken back from the start that gave it up.
    if (!gaveUpReserve) await keepReserve(dataDir);
    await makePrivate(dataDir);
    const { close } = opened;
    return {
      ...opened,
      async close() {
        await close();
        for (const lock of locks.reverse()) await lock.release();
      },
    };
  } catch (error) {
    await opened?.close();
    for (const lock of locks.reverse()) await lock.release();
    throw error;
  }
}

/** The officers' CLI's database: the server's own, whether or not a server is running. */
export async function openCliDatabase(where: Where): Promise<OpenDatabase> {
  if (where.databaseUrl) return openPostgres(where.databaseUrl);
  const { dataDir } = where;
  if (!existsSync(sqliteFileOf(dataDir)))
    throw new Error(`There is no database in ${dataDir}: start the server once, or set DATA_DIR.`);
  return openSqlite(dataDir);
}
