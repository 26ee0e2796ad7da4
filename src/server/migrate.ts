// Versioned migrations: src/server/migrations/NNN_name.sql, applied in order, each once, at start-up.
// The same files serve PGlite and PostgreSQL.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Database } from "./db";

export const MIGRATIONS_DIR = path.join(__dirname, "migrations");

/** Any constant: serialises servers that start at once against the same PostgreSQL database. */
const MIGRATION_LOCK = 7_202_012;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d{3})_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([file, version, name]) => ({
      version: Number(version),
      name: name ?? "",
      sql: readFileSync(path.join(dir, file), "utf8"),
    }))
    .sort((a, b) => a.version - b.version);
}

/** Applies the migrations the database lacks, all in one transaction; returns the versions applied. */
export function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).map(
        (row) => row.version,
      ),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
