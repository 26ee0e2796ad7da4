// Which database the server and the CLI use, and how they reach it:
// - DATABASE_URL set: that PostgreSQL server, through pg, for both.
// - Otherwise PGlite in DATA_DIR. The server owns its files and offers them on a Unix socket there; the CLI
//   uses that socket, through pg as with DATABASE_URL, and opens the files itself only when no server runs.

import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

import type { Config } from "./config";
import { PgDatabase, PgliteDatabase, type Database } from "./db";
import { DataDirBusyError, lockDataDir, type Role } from "./lock";
import { migrate } from "./migrate";
import { servePglite } from "./pglite-server";

export interface OpenDatabase {
  db: Database;
  /** How it was reached, for the CLI's first line. */
  via: string;
  close(): Promise<void>;
}

type Where = Pick<Config, "dataDir" | "databaseUrl">;

const pgliteDir = (dataDir: string): string => path.join(dataDir, "pgdata");
/** pg finds a server's socket as <host>/.s.PGSQL.<port>. */
const SOCKET_PORT = 5432;
const socketPath = (dataDir: string): string => path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);

async function openPostgres(databaseUrl: string): Promise<OpenDatabase> {
  const db = await PgDatabase.connect({ connectionString: databaseUrl });
  await migrate(db);
  return { db, via: "PostgreSQL (DATABASE_URL)", close: () => db.close() };
}

/** PGlite's files, opened by this process, which holds DATA_DIR's lock until closed. */
async function openFiles(dataDir: string, role: Role): Promise<OpenDatabase & { pglite: PgliteDatabase }> {
  const lock = await lockDataDir(dataDir, role);
  try {
    const db = await PgliteDatabase.open(pgliteDir(dataDir));
    await migrate(db);
    const close = async (): Promise<void> => {
      await db.close();
      await lock.release();
    };
    return { db, pglite: db, via: `PGlite in ${dataDir}`, close };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export async function openServerDatabase(where: Where): Promise<OpenDatabase> {
  if (where.databaseUrl) return openPostgres(where.databaseUrl);
  await mkdir(where.dataDir, { recursive: true, mode: 0o700 });
  const opened = await openFiles(where.dataDir, "server");
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
    return { db, via: `the running server's PGlite (${dataDir})`, close: () => db.close() };
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
      return await openFiles(dataDir, "cli");
    } catch (error) {
      const busy = error instanceof DataDirBusyError;
      if (!busy || error.owner.role !== "server" || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
