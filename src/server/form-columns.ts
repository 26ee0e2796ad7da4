// The forms' stored columns, from their descriptions (src/lib/forms.ts): one text column per field (the
// file's bytes live in the resumes table). A field added to a description gets its column at the next
// start, both on SQLite and PostgreSQL ('' for the rows stored before it), so nothing else is written by
// hand: the insert, the lists, the CSV export, the backup and the mail all read the same description.

import type { FieldSpec, FormSpec } from "../lib/forms";
import type { Dialect, Queryable } from "./db";

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

async function existingColumns(tx: Queryable, dialect: Dialect, table: string): Promise<Set<string>> {
  const rows =
    dialect === "sqlite"
      ? await tx.query<{ name: string }>(`SELECT name FROM pragma_table_info($1)`, [table])
      : await tx.query<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1`,
          [table],
        );
  return new Set(rows.map((row) => row.name));
}

/** Adds the column of each described field its table lacks; the columns added, as table.column. */
export async function addDescribedColumns(
  tx: Queryable,
  dialect: Dialect,
  forms: readonly FormSpec[],
): Promise<string[]> {
  const added: string[] = [];
  for (const spec of forms) {
    if (!IDENTIFIER.test(spec.table)) throw new Error(`"${spec.table}" cannot name a table`);
    const existing = await existingColumns(tx, dialect, spec.table);
    for (const column of columnsOf(spec)) {
      if (existing.has(column)) continue;
      await tx.exec(`ALTER TABLE ${spec.table} ADD COLUMN ${column} text NOT NULL DEFAULT ''`);
      added.push(`${spec.table}.${column}`);
    }
  }
  return added;
}
