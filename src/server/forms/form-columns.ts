// The forms' stored columns, one text column per described field (src/lib/forms.ts), each made by a
// migration; a server missing one refuses to start, naming the migration to write. Lists and CSV read
// every stored column, so a field removed from a description keeps its data there.

import { FORMS, type FieldSpec, type FormSpec } from "../../lib/forms";
import { IDENTIFIER, type Dialect, type Queryable } from "../storage/db";

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

export interface Column {
  name: string;
  /** Part of the primary key (the order rows are read in). */
  key: boolean;
  /** PostgreSQL's identity column: given values need OVERRIDING SYSTEM VALUE, and its sequence moved on. */
  identity: boolean;
}

/** The columns of `table` as stored, in the table's order. */
export async function tableColumns(tx: Queryable, dialect: Dialect, table: string): Promise<Column[]> {
  if (dialect === "sqlite") {
    const rows = await tx.query<{ name: string; pk: number }>(
      `SELECT name, pk FROM pragma_table_info($1) ORDER BY cid`,
      [table],
    );
    return rows.map((row) => ({ name: row.name, key: row.pk > 0, identity: false }));
  }
  const rows = await tx.query<{ name: string; identity: string; key: boolean }>(
    `SELECT c.column_name AS name, c.is_identity AS identity,
       EXISTS (SELECT 1 FROM information_schema.key_column_usage k
               JOIN information_schema.table_constraints t
                 ON t.constraint_name = k.constraint_name AND t.table_schema = k.table_schema
               WHERE t.constraint_type = 'PRIMARY KEY' AND k.table_schema = c.table_schema
                 AND k.table_name = c.table_name AND k.column_name = c.column_name) AS key
     FROM information_schema.columns c
     WHERE c.table_schema = current_schema() AND c.table_name = $1 ORDER BY c.ordinal_position`,
    [table],
  );
  return rows.map((row) => ({ name: row.name, key: row.key, identity: row.identity === "YES" }));
}

/** The names of `table`'s columns, in the table's order. */
export const storedColumns = async (tx: Queryable, dialect: Dialect, table: string): Promise<string[]> =>
  (await tableColumns(tx, dialect, table)).map((column) => column.name);

/** Refuses a database that lacks a column the forms describe, saying what migration to write. */
export async function requireDescribedColumns(tx: Queryable, dialect: Dialect): Promise<void> {
  const missing: string[] = [];
  for (const spec of FORMS) {
    const existing = new Set(await storedColumns(tx, dialect, spec.table));
    for (const column of columnsOf(spec)) if (!existing.has(column)) missing.push(`${spec.table}.${column}`);
  }
  if (missing.length === 0) return;
  const statements = missing.map((column) => {
    const [table, name] = column.split(".");
    return `ALTER TABLE ${table} ADD COLUMN ${name} text NOT NULL DEFAULT '';`;
  });
  throw new Error(
    `The forms describe columns the database lacks (${missing.join(", ")}). Add a migration ` +
      `src/server/storage/migrations/NNN_<table>_<column>.sql (NNN: the next free number) holding: ${statements.join(" ")}`,
  );
}
