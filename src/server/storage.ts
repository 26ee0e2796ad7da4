// Which database the server and the CLI use, and how they reach it:
// - DATABASE_URL set: that PostgreSQL server, through pg, for both.
// - Otherwise SQLite in DATA_DIR/forms.sqlite, with resumes as files in DATA_DIR/resumes. The server holds
//   DATA_DIR's lock (one server per DATA_DIR); the CLI opens the same file beside it, as SQLite allows.
// A DATA_DIR that still holds the PGlite database of earlier versions (DATA_DIR/pgdata) is moved into
// SQLite at the server's first start, every row kept (pglite-move.ts).

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, lstat, mkdir, readdir, rename } from "node:fs/promises";
import path from "node:path";

import type { Config } from "./config";
import { PgDatabase, SqliteDatabase, type Database } from "./db";
import { STALE_MS, lockDataDir } from "./lock";
import { migrate } from "./migrate";
import type { Counts } from "./store";

export interface OpenDatabase {
  db: Database;
  /** How it was reached, for the CLI's first line. */
  via: string;
  /** What an answered submission survives, for the server's log at start. */
  durability: string;
  /** Where resumes' bytes are files (SQLite); undefined when they are in the database (PostgreSQL). */
  resumeDir?: string;
  /** What was done to DATA_DIR at this start (a database moved from PGlite), for the start lines. */
  moved?: string;
  close(): Promise<void>;
}

type Where = Pick<Config, "dataDir" | "databaseUrl">;

export const sqliteFileOf = (dataDir: string): string => path.join(dataDir, "forms.sqlite");
export const resumeDirOf = (dataDir: string): string => path.join(dataDir, "resumes");
/** Where earlier versions kept PGlite's files. */
export const pgliteDirOf = (dataDir: string): string => path.join(dataDir, "pgdata");

export const SQLITE_DURABILITY_NOTE =
  "SQLite (write-ahead log, synced at every commit): an answered submission survives a killed server, " +
  "an operating-system crash and a power cut.";

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
    durability: SQLITE_DURABILITY_NOTE,
    resumeDir: resumeDirOf(dataDir),
    close: () => db.close(),
  };
}

/**
 * Moves an earlier version's PGlite database into SQLite, in a child process (pglite-move.ts: PGlite needs
 * most of a gigabyte, which the server must not keep), then renames pgdata, kept until the officers delete
 * it. Resume files stay where they are. Throws, leaving pgdata in place, on any failure; the SQLite
 * database then holds nothing of it (the restore is one transaction, and refuses a database with rows).
 */
async function movePglite(dataDir: string): Promise<string> {
  const script = path.join(__dirname, "pglite-move.ts");
  let output = "";
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", require.resolve("tsx"), script, dataDir], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.once("error", reject);
    child.once("exit", resolve);
  });
  const lines = output.trim().split("\n");
  if (status !== 0)
    throw new Error(
      `Could not move the PGlite database in ${pgliteDirOf(dataDir)} to SQLite: ${lines.at(-1) ?? ""}. ` +
        "Nothing was changed; if the SQLite database already holds the moved rows, rename pgdata.",
    );
  const counts = JSON.parse(lines.at(-1) ?? "{}") as Counts & { resumes: number };
  const kept = `${pgliteDirOf(dataDir)}.moved-${new Date().toISOString().slice(0, 10)}`;
  await rename(pgliteDirOf(dataDir), kept);
  return (
    `moved from PGlite (${counts.messages} messages, ${counts.applications} applications, ` +
    `${counts.subscribers} subscribers, ${counts.resumes} resumes); the old files are in ${kept}, ` +
    "to delete once you have checked them"
  );
}

/** The server's database: DATA_DIR's lock is held until it is closed. */
export async function openServerDatabase(where: Where): Promise<OpenDatabase> {
  if (where.databaseUrl) return openPostgres(where.databaseUrl);
  const { dataDir } = where;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Waits out a killed predecessor's lock.
  const lock = await lockDataDir(dataDir, { waitMs: STALE_MS + 2_000 });
  let opened: OpenDatabase | undefined;
  try {
    // Until the move commits and pgdata is renamed, every start tries it again (restore refuses a
    // database that already holds rows, so it never runs twice).
    const moved = existsSync(pgliteDirOf(dataDir)) ? await movePglite(dataDir) : undefined;
    opened = await openSqlite(dataDir);
    // The resumes' folder is made by their store (ResumeStore), once, when the app is built.
    await makePrivate(dataDir);
    const { close } = opened;
    return {
      ...opened,
      moved,
      async close() {
        await close();
        await lock.release();
      },
    };
  } catch (error) {
    await opened?.close();
    await lock.release();
    throw error;
  }
}

/** The officers' CLI's database: the server's own, whether or not a server is running. */
export async function openCliDatabase(where: Where): Promise<OpenDatabase> {
  if (where.databaseUrl) return openPostgres(where.databaseUrl);
  const { dataDir } = where;
  if (!existsSync(sqliteFileOf(dataDir)))
    throw new Error(
      existsSync(pgliteDirOf(dataDir))
        ? `${dataDir} holds an earlier version's PGlite database: start the server once (npm run serve) to move it to SQLite.`
        : `There is no database in ${dataDir}: start the server once, or set DATA_DIR.`,
    );
  return openSqlite(dataDir);
}
