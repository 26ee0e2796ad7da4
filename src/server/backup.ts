// `npm run submissions -- backup FILE` and `restore FILE`: everything visitors sent (messages,
// applications with their resumes' bytes, subscribers) as one JSON file, the same for SQLite and
// PostgreSQL (and the PGlite of earlier versions), so a backup of one restores into the other.

import { createWriteStream } from "node:fs";
import { readFile, rm } from "node:fs/promises";

import type { Database, Dialect, Queryable } from "./db";
import { APPLICATION_FORM, CONTACT_FORM, FORMS, SUBSCRIBE_FORM } from "../lib/forms";
import { columnsOf } from "./form-columns";
import { resumeContent } from "./resumes";
import { countRows, TABLES, type Counts } from "./store";

const FORMAT = "sae-zhcet-forms-backup";
/** 2: subscribers carry their confirmation (version 1's were all confirmed). */
const VERSION = 2;

/** Each table's columns: the id and time, the form's fields (its description's), the table's own. */
const columnsOfTable = (table: (typeof TABLES)[number]): string[] => {
  switch (table) {
    case "messages":
      return ["id", "created_at", ...columnsOf(CONTACT_FORM)];
    case "applications":
      return ["id", "created_at", ...columnsOf(APPLICATION_FORM)];
    case "subscribers":
      return [
        "id",
        "created_at",
        ...columnsOf(SUBSCRIBE_FORM),
        "confirmed_at",
        "token_hash",
        "token_expires_at",
        "mailed_at",
      ];
  }
};

/** The fields a form gained after a backup was made: restored empty, as the table holds them. */
const DESCRIBED = new Set(FORMS.flatMap((spec) => columnsOf(spec)));

type Row = Record<string, unknown>;

interface ResumeRow {
  id: string;
  created_at: string;
  application_id: number | null;
  /** The file's bytes, base64. */
  content: string;
}

interface Backup {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  messages: Row[];
  applications: Row[];
  subscribers: Row[];
  resumes: ResumeRow[];
}

/**
 * Writes the backup (0600: it is personal data) and returns the counts written. Everything is read as one
 * snapshot, so rows that arrive or go meanwhile are all in it or all out (an application is never without
 * its resume). It is written as it is read, a resume at a time, so memory does not grow with the
 * resumes' bytes (the server makes one every day). `unclaimed` adds the uploads no application has named
 * yet (moving a database keeps them; a backup leaves them, as they are gone within a day).
 */
export async function backup(
  db: Database,
  file: string,
  resumeDir?: string,
  { unclaimed = false }: { unclaimed?: boolean } = {},
): Promise<Counts & { resumes: number }> {
  const out = createWriteStream(file, { mode: 0o600 });
  const failed = new Promise<never>((_, reject) => out.once("error", reject));
  // Heard by whichever write is waiting; none may be, once the file is closed.
  failed.catch(() => undefined);
  const write = (text: string): Promise<void> =>
    Promise.race([
      failed,
      new Promise<void>((resolve) => {
        if (out.write(text)) resolve();
        else out.once("drain", resolve);
      }),
    ]);
  try {
    const counts = await db.transaction(
      async (tx) => {
        const head = { format: FORMAT, version: VERSION, created_at: new Date().toISOString() };
        await write(JSON.stringify(head).slice(0, -1));
        const rows: Partial<Record<(typeof TABLES)[number], Row[]>> = {};
        for (const table of TABLES) {
          rows[table] = await tx.query<Row>(
            `SELECT ${columnsOfTable(table).join(", ")} FROM ${table} ORDER BY id`,
          );
          await write(`,${JSON.stringify(table)}:${JSON.stringify(rows[table])}`);
        }
        const resumeRows = await tx.query<{ id: string; created_at: Date; application_id: number | null }>(
          `SELECT CAST(id AS text) AS id, created_at, application_id FROM resumes
           ${unclaimed ? "" : "WHERE application_id IS NOT NULL"} ORDER BY created_at`,
        );
        let resumes = 0;
        await write(`,"resumes":[`);
        for (const row of resumeRows) {
          const content = await resumeContent(tx, row.id, resumeDir);
          if (!content) continue;
          const resume: ResumeRow = {
            id: row.id,
            created_at: row.created_at.toISOString(),
            application_id: row.application_id,
            content: content.toString("base64"),
          };
          await write(`${resumes > 0 ? "," : ""}${JSON.stringify(resume)}`);
          resumes += 1;
        }
        await write("]}");
        return {
          messages: rows.messages?.length ?? 0,
          applications: rows.applications?.length ?? 0,
          subscribers: rows.subscribers?.filter((row) => row.confirmed_at !== null).length ?? 0,
          resumes,
        };
      },
      { snapshot: true },
    );
    await Promise.race([failed, new Promise((resolve) => out.end(resolve))]);
    return counts;
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
}

/** An instant as JSON has it (ISO text), as the databases take it. */
const instant = (value: unknown): unknown => (typeof value === "string" ? new Date(value) : value);

async function insertRows(
  tx: Queryable,
  dialect: Dialect,
  table: (typeof TABLES)[number],
  rows: Row[],
): Promise<void> {
  const columns = columnsOfTable(table);
  // PostgreSQL's identity columns take a given id only when told to; SQLite takes it as it is.
  const overriding = dialect === "postgres" ? "OVERRIDING SYSTEM VALUE" : "";
  for (const row of rows)
    await tx.query(
      `INSERT INTO ${table} (${columns.join(", ")}) ${overriding}
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
      columns.map((column) =>
        column.endsWith("_at") ? instant(row[column]) : (row[column] ?? (DESCRIBED.has(column) ? "" : null)),
      ),
    );
  // New rows continue after the restored ids (SQLite's AUTOINCREMENT does so by itself).
  if (dialect === "postgres")
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest((SELECT max(id) FROM ${table}), 1))`,
    );
}

/** Restores a backup into an empty database, in one transaction; refuses a database that holds data. */
export async function restore(db: Database, file: string): Promise<Counts & { resumes: number }> {
  const data = JSON.parse(await readFile(file, "utf8")) as Backup;
  if (data.format !== FORMAT || (data.version !== 1 && data.version !== VERSION))
    throw new Error(`${file} is not a backup made by \`npm run submissions -- backup\``);
  if (data.version === 1) for (const row of data.subscribers) row.confirmed_at = row.created_at;
  const held = await countRows(db);
  const [anySubscriber] = await db.query<{ n: number }>(
    `SELECT CAST(count(*) AS integer) AS n FROM subscribers`,
  );
  if (Object.values(held).some((count) => count > 0) || (anySubscriber?.n ?? 0) > 0)
    throw new Error(
      "The database is not empty: restore goes into a new database only (start with an empty DATA_DIR or database).",
    );
  await db.transaction(async (tx) => {
    await insertRows(tx, db.dialect, "messages", data.messages);
    await insertRows(tx, db.dialect, "applications", data.applications);
    await insertRows(tx, db.dialect, "subscribers", data.subscribers);
    for (const resume of data.resumes) {
      const content = Buffer.from(resume.content, "base64");
      await tx.query(
        `INSERT INTO resumes (id, created_at, application_id, content, bytes) VALUES ($1, $2, $3, $4, $5)`,
        [resume.id, instant(resume.created_at), resume.application_id, content, content.length],
      );
    }
  });
  return {
    messages: data.messages.length,
    applications: data.applications.length,
    subscribers: data.subscribers.filter((row) => row.confirmed_at !== null).length,
    resumes: data.resumes.length,
  };
}
