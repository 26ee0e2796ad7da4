// Run by storage.ts in a child process, once per DATA_DIR: reads the PGlite database of earlier versions
// (DATA_DIR/pgdata) and writes every row, with its resumes' bytes and the uploads no application has named
// yet, as a backup file that the server restores into SQLite. Its own process, because PGlite takes most
// of a gigabyte of memory that the server must not keep.
//
//   node --import tsx src/server/pglite-export.ts PGDATA RESUME_DIR OUT_FILE

import { PGlite } from "@electric-sql/pglite";

import { backup } from "./backup";
import type { Database, Queryable } from "./db";
import { migrate } from "./migrate";

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

export async function exportPglite(pgdata: string, resumeDir: string, file: string): Promise<void> {
  const db = pgliteDatabase(await PGlite.create(pgdata));
  try {
    // A DATA_DIR last used by an older version still lacks some columns the backup reads.
    await migrate(db);
    await backup(db, file, resumeDir, { unclaimed: true });
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  const [pgdata, resumeDir, file] = process.argv.slice(2);
  if (!pgdata || !resumeDir || !file) {
    console.error("Usage: pglite-export.ts PGDATA RESUME_DIR OUT_FILE");
    process.exit(2);
  }
  exportPglite(pgdata, resumeDir, file).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
