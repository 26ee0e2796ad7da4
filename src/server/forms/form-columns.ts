// The forms' stored columns, from their descriptions (src/lib/forms.ts): one text column per field (the
// file's bytes live in the resumes table). Each column is made by a numbered migration
// (src/server/storage/migrations/); a server whose forms describe a column the database lacks refuses to
// start, naming the migration to write. The insert and the mail read the description; the lists and the CSV
// export read every stored column, so a field removed from a description keeps its data in them.

import type { FieldSpec, FormSpec } from "../../lib/forms";
import type { Dialect, Queryable } from "../storage/db";

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The fields of `spec` stored as its table's own columns, in the form's order. */
export function storedFields(spec: FormSpec): FieldSpec[] {
  return spec.fields.filter((field) => field.kind !== "file");
}

/** Their column names (checked: they go into SQL as they are). */
export function columnsOf(spec: FormSpec): string[] {
  return storedFields(spec).map((field) => {
    if (!IDENTIFIER.test(field.name)) throw new Error(`"${field.name}" cannot name a column`);
    return field.name;
  });
}

const WHO = new Set(["name", "email", "tel"]);

/** The stored fields as officers read them: who sent it and how to reach them, then the rest. */
export function readingOrder(spec: FormSpec): FieldSpec[] {
  const fields = storedFields(spec);
  return [
    ...fields.filter((field) => WHO.has(field.kind)),
    ...fields.filter((field) => !WHO.has(field.kind)),
  ];
}

/** The columns of `table` as stored, in the table's order. */
export async function storedColumns(tx: Queryable, dialect: Dialect, table: string): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? await tx.query<{ name: string }>(`SELECT name FROM pragma_table_info($1) ORDER BY cid`, [table])
      : await tx.query<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        );
  return rows.map((row) => row.name);
}

/** The described columns the database lacks, as table.column. */
export async function missingColumns(
  tx: Queryable,
  dialect: Dialect,
  forms: readonly FormSpec[],
): Promise<string[]> {
  const missing: string[] = [];
  for (const spec of forms) {
    const existing = new Set(await storedColumns(tx, dialect, spec.table));
    for (const column of columnsOf(spec)) if (!existing.has(column)) missing.push(`${spec.table}.${column}`);
  }
  return missing;
}

/** Why a server whose forms describe columns the database lacks does not start, and what to do. */
export function missingColumnsError(missing: readonly string[]): Error {
  const statements = missing.map((column) => {
    const [table, name] = column.split(".");
    return `ALTER TABLE ${table} ADD COLUMN ${name} text NOT NULL DEFAULT '';`;
  });
  return new Error(
    `The forms describe columns the database lacks (${missing.join(", ")}). Add a migration ` +
      `src/server/storage/migrations/NNN_<table>_<column>.sql (NNN: the next free number) holding: ${statements.join(" ")}`,
  );
}
