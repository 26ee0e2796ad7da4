// `npm run submissions -- backup FILE` and `restore FILE`: everything visitors sent (messages,
// applications with their resumes' bytes, subscribers) as one JSON file, the same for PGlite and
// PostgreSQL, so a backup of one restores into the other.

import { readFile, writeFile } from "node:fs/promises";

import type { Database, Queryable } from "./db";
import { resumeContent } from "./resumes";
import { countRows, TABLES, type Counts } from "./store";

const FORMAT = "sae-zhcet-forms-backup";
/** 2: subscribers carry their confirmation (version 1's were all confirmed). */
const VERSION = 2;

const COLUMNS = {
  messages: ["id", "created_at", "name", "subject", "email", "phone", "message"],
  applications: ["id", "created_at", "name", "faculty", "yr", "branch", "email", "phone", "enrollment"],
  subscribers: ["id", "created_at", "email", "confirmed_at", "token_hash", "token_expires_at", "mailed_at"],
} as const satisfies Record<(typeof TABLES)[number], readonly string[]>;

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
 * Everything to back up, read as one snapshot: a read-only REPEATABLE READ transaction, so rows that
 * arrive or go meanwhile are all in it or all out (an application is never without its resume). On
 * PGlite the server's statements wait until it ends (one connection); on PostgreSQL nothing waits.
 */
function snapshot(db: Database, resumeDir?: string): Promise<Omit<Backup, "format" | "version">> {
  return db.transaction(async (tx) => {
    await tx.query(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const select = (table: keyof typeof COLUMNS) =>
      tx.query<Row>(`SELECT ${COLUMNS[table].join(", ")} FROM ${table} ORDER BY id`);
    const resumeRows = await tx.query<{ id: string; created_at: Date; application_id: number | null }>(
      `SELECT id::text AS id, created_at, application_id FROM resumes WHERE application_id IS NOT NULL ORDER BY created_at`,
    );
    const resumes: ResumeRow[] = [];
    for (const row of resumeRows) {
      const content = await resumeContent(tx, row.id, resumeDir);
      if (content)
        resumes.push({
          id: row.id,
          created_at: row.created_at.toISOString(),
          application_id: row.application_id,
          content: content.toString("base64"),
        });
    }
    return {
      created_at: new Date().toISOString(),
      messages: await select("messages"),
      applications: await select("applications"),
      subscribers: await select("subscribers"),
      resumes,
    };
  });
}

/** Writes the backup (0600: it is personal data); the counts written. */
export async function backup(
  db: Database,
  file: string,
  resumeDir?: string,
): Promise<Counts & { resumes: number }> {
  const data: Backup = { format: FORMAT, version: VERSION, ...(await snapshot(db, resumeDir)) };
  await writeFile(file, JSON.stringify(data), { mode: 0o600 });
  return {
    messages: data.messages.length,
    applications: data.applications.length,
    subscribers: data.subscribers.filter((row) => row.confirmed_at !== null).length,
    resumes: data.resumes.length,
  };
}

async function insertRows(tx: Queryable, table: keyof typeof COLUMNS, rows: Row[]): Promise<void> {
  const columns = COLUMNS[table];
  for (const row of rows)
    await tx.query(
      `INSERT INTO ${table} (${columns.join(", ")}) OVERRIDING SYSTEM VALUE
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
      columns.map((column) => row[column]),
    );
  // New rows continue after the restored ids.
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
  const [anySubscriber] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscribers`);
  if (Object.values(held).some((count) => count > 0) || (anySubscriber?.n ?? 0) > 0)
    throw new Error(
      "The database is not empty: restore goes into a new database only (start with an empty DATA_DIR or database).",
    );
  await db.transaction(async (tx) => {
    await insertRows(tx, "messages", data.messages);
    await insertRows(tx, "applications", data.applications);
    await insertRows(tx, "subscribers", data.subscribers);
    for (const resume of data.resumes) {
      const content = Buffer.from(resume.content, "base64");
      await tx.query(
        `INSERT INTO resumes (id, created_at, application_id, content, bytes) VALUES ($1, $2, $3, $4, $5)`,
        [resume.id, resume.created_at, resume.application_id, content, content.length],
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
