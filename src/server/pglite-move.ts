// Run by storage.ts in a child process, once per DATA_DIR: moves the PGlite database of earlier versions
// (DATA_DIR/pgdata) into the new SQLite one. Every row goes, with its resume's bytes and the uploads no
// application has named yet, through a backup file (the format of `npm run submissions -- backup`) that is
// restored into SQLite in one transaction. Its own process, because PGlite takes most of a gigabyte of
// memory and restoring reads the whole file, neither of which the server must keep. Prints the counts
// moved, as JSON, on its last line.
//
//   node --import tsx src/server/pglite-move.ts DATA_DIR

import { rm } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

import { backup, restore } from "./backup";
import { SqliteDatabase, type Database, type Queryable } from "./db";
import { migrate } from "./migrate";
import { pgliteDirOf, resumeDirOf, sqliteFileOf } from "./storage";

/** PGlite (one connection, used by this process alone) as a Database of the PostgreSQL dialect. */
export function pgliteDatabase(pglite: PGlite): Database {
  const queryable = (on: Pick<PGlite, "query" | "exec">): Queryable => ({
    query: async <T extends object>(sql: string, params: readonly unknown[] = []) =>
      (await on.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => void (await on.exec(sql)),
  });
  return {
    dialect: "postgres",
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}

export interface MoveLayout {
  pgdata: string;
  resumeDir: string;
  sqliteFile: string;
  /** The backup file between the two: private, deleted afterwards. */
  between: string;
}

export async function movePglite({ pgdata, resumeDir, sqliteFile, between }: MoveLayout) {
  const from = pgliteDatabase(await PGlite.create(pgdata));
  try {
    // A DATA_DIR last used by an older version still lacks some columns the backup reads.
    await migrate(from);
    await backup(from, between, resumeDir, { unclaimed: true });
  } finally {
    await from.close();
  }
  const to = SqliteDatabase.open(sqliteFile);
  try {
    await migrate(to);
    return await restore(to, between);
  } finally {
    await to.close();
    await rm(between, { force: true });
  }
}

if (require.main === module) {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) {
    console.error("Usage: pglite-move.ts DATA_DIR");
    process.exit(2);
  }
  movePglite({
    pgdata: pgliteDirOf(dataDir),
    resumeDir: resumeDirOf(dataDir),
    sqliteFile: sqliteFileOf(dataDir),
    between: path.join(dataDir, "pglite-move.json"),
  }).then(
    (counts) => console.log(JSON.stringify(counts)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
