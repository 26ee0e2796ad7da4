// Migrations, migrations/NNN_name.sql, each applied once in order at start-up; where the engines differ, a
// pair NNN_name.sqlite.sql and NNN_name.postgres.sql (a test checks they make the same schema).

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Database, Dialect } from "./db";
import { requireDescribedColumns } from "../forms/form-columns";
import { fillEmailKeys } from "../forms/store";

/** Beside this module, or dist/server/migrations/ in the bundle (scripts/build-server.ts copies it). */
export const MIGRATIONS_DIR = path.join(__dirname, "migrations");

/** Any constant: serialises servers that start at once against the same PostgreSQL database. */
const MIGRATION_LOCK = 7_202_012;

/** The migration that adds subscribers.email_key, which fillEmailKeys fills in JavaScript. */
const CANONICAL_EMAIL_MIGRATION = 6;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migrations for `dialect`, in order; a migration missing its file for one dialect stops the start. */
export function readMigrations(dialect: Dialect, dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .map((file) => /^(\d{3})_([\w-]+?)(?:\.(sqlite|postgres))?\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null);
  const versions = [...new Set(files.map((match) => Number(match[1])))].sort((a, b) => a - b);
  return versions.map((version) => {
    const forVersion = files.filter((match) => Number(match[1]) === version);
    const file = forVersion.find((match) => match[3] === dialect) ?? forVersion.find((match) => !match[3]);
    if (file === undefined || forVersion.some((match) => match[2] !== file[2]))
      throw new Error(
        `Migration ${String(version).padStart(3, "0")} needs one name and a file for ${dialect}: ` +
          forVersion.map((match) => match[0]).join(", "),
      );
    return { version, name: file[2] ?? "", sql: readFileSync(path.join(dir, file[0]), "utf8") };
  });
}

/** Where the versions applied are written down (the instant is given: SQLite has no now()). */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL
)`;

/** Applies the migrations the database lacks, all in one transaction. */
export function migrate(db: Database, migrations: Migration[] = readMigrations(db.dialect)): Promise<void> {
  return db.transaction(async (tx) => {
    // SQLite's transaction already holds the file's write lock (BEGIN IMMEDIATE).
    if (db.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(MIGRATIONS_TABLE);
    const done = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).map(
        (row) => row.version,
      ),
    );
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        migration.version,
        migration.name,
        new Date(),
      ]);
    }
    // Subscribers stored before migration 006 get their canonical address (a no-op once they have it).
    if (migrations.some((migration) => migration.version === CANONICAL_EMAIL_MIGRATION))
      await fillEmailKeys(tx);
    // Every field the forms describe has its column, made by a migration (form-columns.ts).
    await requireDescribedColumns(tx, db.dialect);
  });
}
