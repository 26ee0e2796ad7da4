// `backup FILE`, `restore FILE` and the daily backups: every row of every table (whatever the migrations
// made) and every resume's bytes, alike for SQLite and PostgreSQL, so either restores into the other. It is
// line-delimited JSON, streamed both ways, so memory holds a few rows or one chunk at most:
//
//   {"check":"…","format":"sae-zhcet-backup","version":4,"created_at":…,"migrations":[1,2,…],"tables":[…]}
//   {"check":"…","table":"messages","columns":["id","created_at",…]}   then one line per row
//   {"check":"…","row":[1,"2026-05-01T10:00:00.000Z","Aisha",…]}
//   {"check":"…","table":"resumes","columns":[…]}     a resume's row (without its bytes) is
//   {"check":"…","row":["0b7c…",…]}                    followed by its bytes, base64, in chunks,
//   {"check":"…","chunk":"JVBERi0xLjcK…"}              and their size and SHA-256
//   {"check":"…","content":{"size":3000,"sha256":"…"}}
//   {"check":"…","end":{"rows":{"messages":1,…},"resumes":1,"bytes":3000}}
//
// "check" is the SHA-256 of the rest of its line, so restore refuses a changed line by number; a file
// without its "end" line is refused as truncated. Version 3 (no checks, rows as bare arrays) is still read.

import { createHash, hash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import { syncToDisk } from "./disk-reserve";

import { IDENTIFIER, parameterRows, type Database, type Dialect, type Queryable } from "./db";
import { reapplyErasures, type ErasureReport } from "../forms/erasure";
import { tableColumns, type Column } from "../forms/form-columns";

const FORMAT = "sae-zhcet-backup";
const VERSION = 4;
/** The earlier version still read: no line checks, rows as bare arrays. */
const UNCHECKED_VERSION = 3;

/** The table whose `content` column holds resumes' bytes (on SQLite, their files do). */
const RESUMES = "resumes";
const CONTENT = "content";
/** Not data: the target's own record of its migrations. */
const SKIPPED = new Set(["schema_migrations"]);

/** Bytes per chunk line: a multiple of 3, so each chunk is base64 on its own (64 KiB of text). */
const CHUNK_BYTES = 48 * 1024;
/** Rows read per SELECT, and inserted per INSERT. */
const PAGE_ROWS = 500;
const INSERT_ROWS = 100;
/** Longer lines are refused (a file that is not a backup, or damaged), so memory stays bounded. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;

const quoted = (name: string): string => {
  if (!IDENTIFIER.test(name)) throw new Error(`"${name}" cannot name a table or column in a backup`);
  return `"${name}"`;
};

export interface BackupCounts {
  /** Rows per table. */
  rows: Record<string, number>;
  /** Resumes whose bytes are in the backup, and their bytes. */
  resumes: number;
  bytes: number;
}

interface Header {
  format: string;
  version: number;
  created_at: string;
  migrations: number[];
  tables: string[];
}

// ---- The schema, as each database describes it ----

/** The tables holding data, each after the tables it refers to (restore inserts in this order). */
export async function dataTables(tx: Queryable, dialect: Dialect): Promise<string[]> {
  const names = (
    dialect === "sqlite"
      ? await tx.query<{ name: string }>(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite!_%' ESCAPE '!'`,
        )
      : await tx.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
        )
  )
    .map((row) => row.name)
    .filter((name) => !SKIPPED.has(name))
    .sort();
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = async (name: string): Promise<void> => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const target of await referencesOf(tx, dialect, name))
      if (names.includes(target)) await visit(target);
    ordered.push(name);
  };
  for (const name of names) await visit(name);
  return ordered;
}

async function referencesOf(tx: Queryable, dialect: Dialect, table: string): Promise<string[]> {
  const rows =
    dialect === "sqlite"
      ? await tx.query<{ name: string }>(`SELECT DISTINCT "table" AS name FROM pragma_foreign_key_list($1)`, [
          table,
        ])
      : await tx.query<{ name: string }>(
          `SELECT DISTINCT target.relname AS name FROM pg_constraint c
           JOIN pg_class target ON target.oid = c.confrelid
           WHERE c.contype = 'f' AND c.conrelid = to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1))`,
          [table],
        );
  return rows.map((row) => row.name).filter((name) => name !== table);
}

async function migrationsOf(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ version: number }>(`SELECT version FROM schema_migrations ORDER BY version`);
  return rows.map((row) => Number(row.version));
}

// ---- Values as JSON ----

/** Instants as ISO text (what both databases take back), bytes as {"base64": …}. */
function toJson(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString("base64") };
  return value;
}

function fromJson(value: unknown): unknown {
  if (value !== null && typeof value === "object" && "base64" in value)
    return Buffer.from(String((value as { base64: unknown }).base64), "base64");
  return value;
}

// ---- Writing ----

/** A record as its line: {"check":<SHA-256 of the record's JSON>, …the record's members}. */
function checkedLine(record: object): string {
  const text = JSON.stringify(Array.isArray(record) ? { row: record } : record);
  return `{"check":"${hash("sha256", text)}",${text.slice(1)}`;
}

/** Bytes read from a row per query: 21 chunks (about 1 MiB), so a 5 MiB resume is never held whole. */
const PIECE_BYTES = 21 * CHUNK_BYTES;

async function* rowPieces(tx: Queryable, id: string, length: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < length; at += PIECE_BYTES) {
    const [row] = await tx.query<{ piece: Uint8Array | null }>(
      `SELECT substr(${CONTENT}, $2, $3) AS piece FROM ${RESUMES} WHERE id = $1`,
      [id, at + 1, PIECE_BYTES],
    );
    const piece = Buffer.from(row?.piece ?? []);
    if (piece.length === 0) return;
    yield piece;
  }
}

/** A resume's bytes: from its row's `content`, or its file in `resumeDir` (undefined when it is gone). */
async function resumePieces(
  tx: Queryable,
  id: string,
  resumeDir: string | undefined,
): Promise<AsyncIterable<Buffer> | undefined> {
  const [row] = await tx.query<{ length: number | string | null }>(
    `SELECT length(${CONTENT}) AS length FROM ${RESUMES} WHERE id = $1`,
    [id],
  );
  if (row?.length !== null && row?.length !== undefined) return rowPieces(tx, id, Number(row.length));
  if (resumeDir === undefined) throw new Error(`Resume ${id} is held as a file, and no DATA_DIR was given`);
  try {
    const handle = await open(path.join(resumeDir, id), "r");
    return handle.createReadStream({ highWaterMark: CHUNK_BYTES });
  } catch (error) {
    // Deleted since the snapshot was taken (erased, or swept): left out.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** A resume's bytes as chunk records, then their size and SHA-256, checked against its row's; the size. */
async function* contentRecords(
  pieces: AsyncIterable<Buffer>,
  id: string,
  expected: { bytes?: unknown; sha256?: unknown },
): AsyncGenerator<object, number> {
  const hasher = createHash("sha256");
  let size = 0;
  for await (const piece of pieces)
    for (let from = 0; from < piece.length; from += CHUNK_BYTES) {
      const bytes = piece.subarray(from, from + CHUNK_BYTES);
      hasher.update(bytes);
      size += bytes.length;
      yield { chunk: bytes.toString("base64") };
    }
  const sha256 = hasher.digest("hex");
  if (typeof expected.sha256 === "string" && expected.sha256 !== sha256)
    throw new Error(`Resume ${id}'s bytes do not match their checksum`);
  if (expected.bytes !== null && expected.bytes !== undefined && Number(expected.bytes) !== size)
    throw new Error(`Resume ${id} holds ${size} bytes, its row says ${String(expected.bytes)}`);
  yield { content: { size, sha256 } };
  return size;
}

export interface BackupOptions {
  /** Where resumes held as files are (SQLite's DATA_DIR/resumes). */
  resumeDir?: string;
  /** Stops the backup (the server is stopping): nothing is left of the file. */
  signal?: AbortSignal;
}

/** Every record of the backup, read from `tx`'s snapshot, adding up what it holds in `counts`. */
async function* backupRecords(
  tx: Queryable,
  dialect: Dialect,
  counts: BackupCounts,
  { resumeDir, signal }: BackupOptions,
): AsyncGenerator<object> {
  const tables = await dataTables(tx, dialect);
  const header: Header = {
    format: FORMAT,
    version: VERSION,
    created_at: new Date().toISOString(),
    migrations: await migrationsOf(tx),
    tables,
  };
  yield header;
  for (const table of tables) {
    const all = await tableColumns(tx, dialect, table);
    const columns = all
      .map((column) => column.name)
      .filter((name) => !(table === RESUMES && name === CONTENT));
    const keys = all.filter((column) => column.key).map((column) => column.name);
    const order = (keys.length > 0 ? keys : columns).map(quoted).join(", ");
    yield { table, columns };
    counts.rows[table] = 0;
    for (let offset = 0; ; offset += PAGE_ROWS) {
      signal?.throwIfAborted();
      const rows = await tx.query<Record<string, unknown>>(
        `SELECT ${columns.map(quoted).join(", ")} FROM ${quoted(table)} ORDER BY ${order}
         LIMIT ${PAGE_ROWS} OFFSET ${offset}`,
      );
      for (const row of rows) {
        signal?.throwIfAborted();
        const id = String(row.id);
        const resume = table === RESUMES;
        const pieces = resume ? await resumePieces(tx, id, resumeDir) : undefined;
        // A resume whose file is gone is left out, row and all.
        if (resume && pieces === undefined) continue;
        yield columns.map((column) => toJson(row[column]));
        counts.rows[table] += 1;
        if (pieces !== undefined) {
          counts.bytes += yield* contentRecords(pieces, id, row);
          counts.resumes += 1;
        }
      }
      if (rows.length < PAGE_ROWS) break;
    }
  }
  yield { end: counts };
}

/**
 * Writes the backup to `file` (0600: personal data) from one snapshot, as FILE.partial synced and renamed
 * over FILE, so FILE is the previous or the complete new one, also after a power cut; what it holds.
 */
export async function backup(db: Database, file: string, options: BackupOptions = {}): Promise<BackupCounts> {
  const partial = `${file}.partial`;
  const counts: BackupCounts = { rows: {}, resumes: 0, bytes: 0 };
  try {
    // pipeline waits whenever the disk is behind, so memory holds a few lines at most.
    await db.transaction(
      (tx) =>
        pipeline(
          backupRecords(tx, db.dialect, counts, options),
          async function* (records: AsyncIterable<object>) {
            for await (const record of records) yield `${checkedLine(record)}\n`;
          },
          createWriteStream(partial, { mode: 0o600 }),
        ),
      { snapshot: true },
    );
    await syncToDisk(partial);
    await rename(partial, file);
    await syncToDisk(path.dirname(file));
    return counts;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

// ---- Reading ----

/** The file's lines, read as they are needed (a chunk of the file in memory, and one line). */
async function* linesOf(file: string): AsyncGenerator<string> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      const tail = chunk.subarray(start, end);
      yield (heldBytes > 0 ? Buffer.concat([...held, tail]) : tail).toString("utf8");
      held = [];
      heldBytes = 0;
      start = end + 1;
    }
    if (start < chunk.length) {
      held.push(chunk.subarray(start));
      heldBytes += chunk.length - start;
      if (heldBytes > MAX_LINE_BYTES) throw new Error(`${file} has a line longer than any backup's`);
    }
  }
  if (heldBytes > 0) throw new Error(`${file} ends in the middle of a line: it is incomplete`);
}

/** The first line, refused unless it starts a backup of a version read here. */
async function headerOf(lines: AsyncGenerator<string>, file: string) {
  let header: Header | undefined;
  let text = "";
  try {
    const first = await lines.next();
    text = first.done ? "" : first.value;
    header = JSON.parse(text) as Header;
  } catch {
    header = undefined;
  }
  if (header?.format !== FORMAT || !Array.isArray(header.tables) || !Array.isArray(header.migrations))
    throw new Error(
      `${file} is not a backup made by \`npm run submissions -- backup\` of this version ` +
        "(line-delimited JSON starting with its format)",
    );
  if (header.version !== VERSION && header.version !== UNCHECKED_VERSION)
    throw new Error(
      `${file} is a backup of format version ${header.version}; this version reads ${UNCHECKED_VERSION} and ${VERSION}`,
    );
  const checked = header.version === VERSION;
  if (checked) recordOf(text, file, 1, true);
  return { header, checked };
}

/** What a line holds, checked as far as restore relies on it. */
type Line =
  | { kind: "row"; values: unknown[] }
  | { kind: "table"; table: string; columns: string[] }
  | { kind: "chunk"; bytes: Buffer }
  | { kind: "content"; size: number; sha256: string }
  | { kind: "end"; counts: BackupCounts };

/** A line's record; with `checked` (version 4), only once its "check" matches the rest of it. */
function recordOf(text: string, file: string, number: number, checked: boolean): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file}, line ${number}: not JSON: the backup is damaged`);
  }
  if (!checked) return value;
  const { check, ...rest } = (value ?? {}) as Record<string, unknown>;
  if (typeof check !== "string" || hash("sha256", JSON.stringify(rest)) !== check)
    throw new Error(
      `${file}, line ${number}: does not match its checksum: the backup is damaged, nothing was restored`,
    );
  return rest;
}

function parseLine(text: string, file: string, number: number, checked: boolean): Line {
  const value = recordOf(text, file, number, checked);
  if (!checked && Array.isArray(value)) return { kind: "row", values: value };
  const record = (value ?? {}) as Record<string, unknown>;
  if (checked && Array.isArray(record.row)) return { kind: "row", values: record.row };
  if (typeof record.table === "string" && Array.isArray(record.columns))
    return { kind: "table", table: record.table, columns: record.columns.map(String) };
  if (typeof record.chunk === "string") return { kind: "chunk", bytes: Buffer.from(record.chunk, "base64") };
  const content = record.content as { size?: unknown; sha256?: unknown } | undefined;
  if (content && typeof content.size === "number" && typeof content.sha256 === "string")
    return { kind: "content", size: content.size, sha256: content.sha256 };
  if (record.end && typeof record.end === "object")
    return { kind: "end", counts: record.end as BackupCounts };
  throw new Error(`${file}, line ${number}: not a line of a backup`);
}

/** The table whose rows are being read: its name, the backup's columns, and this database's columns. */
interface Current {
  table: string;
  columns: string[];
  target: Map<string, Column>;
}

export interface RestoreOptions {
  /** Where resumes go as files (SQLite's DATA_DIR/resumes); without it their bytes go into their rows. */
  resumeDir?: string;
  /** Folders whose erasures' ledger is re-applied before the restore commits (forms/erasure.ts). */
  erasureDirs?: readonly string[];
}

/** Conflicting rows named in a refusal, at most. */
const CONFLICTS_NAMED = 20;

/** A row this database's unique index or key refuses (PostgreSQL's 23505, SQLite's constraint codes). */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
};

/**
 * Inserts rows in a savepoint; when a unique index refuses the batch (the other engine held two rows
 * apart), each row is tried alone and those refused are named in `conflicts`, so one pass finds them all.
 */
async function insertNamingConflicts(
  tx: Queryable,
  dialect: Dialect,
  { table, columns, target }: Current,
  rows: { values: unknown[]; line: number }[],
  conflicts: string[],
): Promise<void> {
  const overriding =
    dialect === "postgres" && columns.some((name) => target.get(name)?.identity)
      ? "OVERRIDING SYSTEM VALUE"
      : "";
  const attempt = async (batch: unknown[][]): Promise<unknown> => {
    await tx.query("SAVEPOINT restore_rows");
    try {
      await tx.query(
        `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) ${overriding}
         VALUES ${parameterRows(batch.length, columns.length)}`,
        batch.flatMap((values) => values.map(fromJson)),
      );
      await tx.query("RELEASE SAVEPOINT restore_rows");
      return undefined;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await tx.query("ROLLBACK TO SAVEPOINT restore_rows");
      await tx.query("RELEASE SAVEPOINT restore_rows");
      return error;
    }
  };
  if ((await attempt(rows.map((row) => row.values))) === undefined) return;
  const id = columns.indexOf("id");
  for (const row of rows) {
    const error = (await attempt([row.values])) as { detail?: string; message?: string } | undefined;
    if (error === undefined) continue;
    const which = id === -1 ? table : `${table} id ${String(row.values[id])}`;
    conflicts.push(
      `line ${row.line} (${which}): ${error.detail ?? error.message ?? "a unique value repeated"}`,
    );
  }
}

/**
 * Restores a backup into an empty database in one transaction, refusing a database with data and a backup
 * that is newer, damaged or incomplete. Resumes' files (`resumeDir`) are synced before the rows commit.
 */
export async function restore(
  db: Database,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupCounts & { erased: ErasureReport }> {
  const { resumeDir } = options;
  const lines = linesOf(file);
  const written: string[] = [];
  try {
    const { header, checked } = await headerOf(lines, file);
    if (resumeDir !== undefined) await mkdir(resumeDir, { recursive: true, mode: 0o700 });
    return await db.transaction(async (tx) => {
      const applied = new Set(await migrationsOf(tx));
      const newer = header.migrations.filter((version) => !applied.has(version));
      if (newer.length > 0)
        throw new Error(
          `${file} was made by a newer version (migrations ${newer.join(", ")} are not applied here): ` +
            "update the site's server, then restore",
        );
      const tables = new Map<string, Map<string, Column>>();
      for (const table of await dataTables(tx, db.dialect)) {
        const [row] = await tx.query<{ n: number }>(
          `SELECT CAST(count(*) AS integer) AS n FROM ${quoted(table)}`,
        );
        if ((row?.n ?? 0) > 0)
          throw new Error(
            "The database is not empty: restore goes into a new database only " +
              "(start with an empty DATA_DIR or database).",
          );
        const columns = await tableColumns(tx, db.dialect, table);
        tables.set(table, new Map(columns.map((column) => [column.name, column])));
      }

      const counts: BackupCounts = { rows: {}, resumes: 0, bytes: 0 };
      let current: Current | undefined;
      let pending: { values: unknown[]; line: number }[] = [];
      const conflicts: string[] = [];
      /** The resume whose bytes are being read: its file, or its chunks (to go into its row). */
      let resume:
        | {
            id: string;
            hash: ReturnType<typeof createHash>;
            size: number;
            file?: FileHandle;
            chunks: Buffer[];
          }
        | undefined;
      let ended: BackupCounts | undefined;
      const flush = async (): Promise<void> => {
        if (current && pending.length > 0)
          await insertNamingConflicts(tx, db.dialect, current, pending, conflicts);
        pending = [];
      };

      let number = 1;
      /** A refusal naming the line being read. */
      const damaged = (problem: string): Error => new Error(`${file}, line ${number}: ${problem}`);
      try {
        for await (const text of lines) {
          number += 1;
          if (ended) throw damaged("lines after the end: the backup is damaged");
          const line = parseLine(text, file, number, checked);
          if (line.kind !== "row") await flush();
          if (resume && line.kind !== "chunk" && line.kind !== "content")
            throw damaged(`resume ${resume.id}'s bytes are cut short`);
          switch (line.kind) {
            case "table": {
              const target = tables.get(line.table);
              if (!target)
                throw new Error(`${file} holds a table this database does not have: ${line.table}`);
              const missing = line.columns.filter((column) => !target.has(column));
              if (missing.length > 0)
                throw new Error(
                  `${file} holds columns ${line.table} does not have here: ${missing.join(", ")}`,
                );
              current = { table: line.table, columns: line.columns, target };
              counts.rows[line.table] = 0;
              break;
            }
            case "row": {
              if (!current || line.values.length !== current.columns.length)
                throw damaged("a row that fits no table: the backup is damaged");
              counts.rows[current.table] = (counts.rows[current.table] ?? 0) + 1;
              pending.push({ values: line.values, line: number });
              if (current.table === RESUMES) {
                await flush();
                const id = String(line.values[current.columns.indexOf("id")]);
                if (!/^[0-9a-f-]{36}$/.test(id)) throw damaged("a resume without its id");
                resume = { id, hash: createHash("sha256"), size: 0, chunks: [] };
                if (resumeDir !== undefined) {
                  const name = path.join(resumeDir, id);
                  written.push(name);
                  resume.file = await open(name, "w", 0o600);
                }
              } else if (pending.length >= INSERT_ROWS) await flush();
              break;
            }
            case "chunk":
              if (!resume) throw damaged("bytes of no resume: the backup is damaged");
              resume.hash.update(line.bytes);
              resume.size += line.bytes.length;
              if (resume.file) await resume.file.write(line.bytes);
              else resume.chunks.push(line.bytes);
              break;
            case "content": {
              if (!resume) throw damaged("bytes of no resume: the backup is damaged");
              const sha256 = resume.hash.digest("hex");
              if (sha256 !== line.sha256 || resume.size !== line.size)
                throw new Error(
                  `${file}: resume ${resume.id}'s bytes do not match their checksum: the backup is damaged`,
                );
              if (resume.file) {
                await resume.file.sync();
                await resume.file.close();
                resume.file = undefined;
              }
              await tx.query(`UPDATE ${RESUMES} SET ${CONTENT} = $1, bytes = $2, sha256 = $3 WHERE id = $4`, [
                resumeDir === undefined ? Buffer.concat(resume.chunks) : null,
                line.size,
                sha256,
                resume.id,
              ]);
              counts.resumes += 1;
              counts.bytes += line.size;
              resume = undefined;
              break;
            }
            case "end":
              ended = line.counts;
              break;
          }
        }
      } finally {
        await resume?.file?.close();
      }
      if (!ended)
        throw new Error(`${file} ends before its last line: the backup is incomplete, nothing was restored`);
      if (JSON.stringify(ended) !== JSON.stringify(counts))
        throw new Error(
          `${file} says it holds ${JSON.stringify(ended)}, but holds ${JSON.stringify(counts)}`,
        );
      if (conflicts.length > 0)
        throw new Error(
          `${file}: ${conflicts.length} rows conflict with rows restored before them under this database's ` +
            `unique indexes (the other engine held them apart); nothing was restored. Erase or correct one ` +
            `of each pair in the source database, back it up again and restore that:\n  ${conflicts
              .slice(0, CONFLICTS_NAMED)
              .join("\n  ")}${conflicts.length > CONFLICTS_NAMED ? "\n  …" : ""}`,
        );
      // New rows continue after the restored ids (SQLite's AUTOINCREMENT does so by itself).
      if (db.dialect === "postgres")
        for (const [table, target] of tables)
          for (const column of target.values())
            if (column.identity)
              await tx.query(
                `SELECT setval(pg_get_serial_sequence($1, $2),
                   coalesce((SELECT max(${quoted(column.name)}) FROM ${quoted(table)}), 0) + 1, false)`,
                [table, column.name],
              );
      if (resumeDir !== undefined && written.length > 0) await syncToDisk(resumeDir);
      return { ...counts, erased: await reapplyErasures(tx, options.erasureDirs ?? [], resumeDir) };
    });
  } catch (error) {
    for (const name of written) await rm(name, { force: true });
    throw error;
  } finally {
    await lines.return(undefined);
  }
}

/** "messages 3, applications 1, …" */
export const describeCounts = (counts: BackupCounts): string =>
  `${Object.entries(counts.rows)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(", ")}; ${counts.resumes} resume files (${(counts.bytes / (1024 * 1024)).toFixed(1)} MiB)`;
