// One small interface over SQLite in DATA_DIR (better-sqlite3) and PostgreSQL (pg, DATABASE_URL):
// statements are written once, with $1, $2… parameters; the few that differ ask `dialect`.

import { setTimeout as sleep } from "node:timers/promises";

import { Mutex } from "async-mutex";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";

export type Dialect = "sqlite" | "postgres";

export interface Queryable {
  /** One statement, parameters as $1, $2…; the rows it returns. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A transaction's connection, which also runs several statements without parameters (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /** A read-only snapshot: every row it reads is as of one moment, whatever commits meanwhile. */
  snapshot?: boolean;
}

export interface Database extends Queryable {
  readonly dialect: Dialect;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** Columns declared with this type hold an instant: ISO 8601 text in UTC, read back as a Date. */
const TIMESTAMP_TYPE = "timestamptz";

/** A name that may go into SQL as it is (a table, a column, a schema). */
export const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** `rows` rows of `width` parameters as SQL: ($1, $2), ($3, $4)… */
export const parameterRows = (rows: number, width: number): string =>
  Array.from({ length: rows }, (_, row) => {
    const first = row * width + 1;
    return `(${Array.from({ length: width }, (_, column) => `$${first + column}`).join(", ")})`;
  }).join(", ");

/** $1, $2… (PostgreSQL's numbered parameters) as SQLite's positional ?, with the values in their order. */
function positional(sql: string, params: readonly unknown[]): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
    values.push(toSqlite(params[Number(n) - 1]));
    return "?";
  });
  return { sql: text, values };
}

function toSqlite(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/**
 * SQLite in one file, this process's connection; `gate` keeps a transaction's statements together across
 * its awaits. A write that finds another process (the CLI) writing retries asleep up to BUSY_TIMEOUT_MS,
 * never in SQLite's busy handler, which would hold the event loop.
 */
export class SqliteDatabase implements Database {
  readonly dialect = "sqlite";
  private readonly gate = new Mutex();
  /** Prepared statements by their text, with the names of the columns they read that hold instants. */
  private readonly statements = new Map<string, { statement: BetterSqlite3.Statement; instants: string[] }>();

  private constructor(private readonly sqlite: BetterSqlite3.Database) {}

  static readonly BUSY_TIMEOUT_MS = 10_000;
  /** Prepared statements kept for reuse (insertMessages writes one per batch size). */
  private static readonly CACHED_STATEMENTS = 300;

  /** Opens (creating when missing) the database in `file`, with the durability settings checked. */
  static open(file: string): SqliteDatabase {
    const sqlite = new BetterSqlite3(file);
    try {
      sqlite.pragma("busy_timeout = 0");
      // A write-ahead log synced at every commit (FULL: NORMAL can lose the last commits to a power cut).
      sqlite.pragma("journal_mode = wal");
      sqlite.pragma("synchronous = FULL");
      sqlite.pragma("foreign_keys = ON");
      const settings = ["journal_mode", "synchronous", "foreign_keys"].map((name) =>
        sqlite.pragma(name, { simple: true }),
      );
      if (settings.join() !== "wal,2,1")
        throw new Error(`${file} did not take the durability settings: ${settings.join(", ")}`);
      return new SqliteDatabase(sqlite);
    } catch (error) {
      sqlite.close();
      throw error;
    }
  }

  /** The file's path, for a second connection (the daily backup reads through one). */
  get file(): string {
    return this.sqlite.name;
  }

  private prepared(sql: string): { statement: BetterSqlite3.Statement; instants: string[] } {
    let prepared = this.statements.get(sql);
    if (prepared === undefined) {
      const statement = this.sqlite.prepare(sql);
      const instants = statement.reader
        ? statement
            .columns()
            .filter((column) => column.type?.toLowerCase() === TIMESTAMP_TYPE)
            .map((column) => column.name)
        : [];
      prepared = { statement, instants };
      if (this.statements.size >= SqliteDatabase.CACHED_STATEMENTS) this.statements.clear();
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  /** The caller holds the gate. */
  private run<T extends object>(sql: string, params: readonly unknown[]): T[] {
    const { sql: text, values } = positional(sql, params);
    const { statement, instants } = this.prepared(text);
    if (!statement.reader) {
      statement.run(...values);
      return [];
    }
    const rows = statement.all(...values) as Record<string, unknown>[];
    if (instants.length > 0)
      for (const row of rows)
        for (const name of instants) {
          const value = row[name];
          if (typeof value === "string") row[name] = new Date(value);
        }
    return rows as T[];
  }

  private readonly direct: Transaction = {
    query: async <T extends object>(sql: string, params: readonly unknown[] = []) => this.run<T>(sql, params),
    exec: async (sql: string) => void this.sqlite.exec(sql),
  };

  /** `attempt`, again after a nap while another process holds the write lock. */
  private static async whenFree<T>(attempt: () => T): Promise<T> {
    const deadline = Date.now() + SqliteDatabase.BUSY_TIMEOUT_MS;
    for (let nap = 2; ; nap = Math.min(nap * 2, 50)) {
      try {
        return attempt();
      } catch (error) {
        const busy = (error as { code?: string }).code?.startsWith("SQLITE_BUSY") ?? false;
        if (!busy || Date.now() > deadline) throw error;
      }
      await sleep(nap);
    }
  }

  query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.gate.runExclusive(() => SqliteDatabase.whenFree(() => this.run<T>(sql, params)));
  }

  transaction<T>(
    work: (tx: Transaction) => Promise<T>,
    { snapshot = false }: TransactionOptions = {},
  ): Promise<T> {
    return this.gate.runExclusive(async () => {
      // IMMEDIATE takes the write lock at once, so a transaction that reads then writes never finds another
      // process's write in its way halfway (SQLITE_BUSY); a snapshot only reads and takes none.
      await SqliteDatabase.whenFree(() => this.sqlite.exec(snapshot ? "BEGIN DEFERRED" : "BEGIN IMMEDIATE"));
      try {
        const result = await work(this.direct);
        await SqliteDatabase.whenFree(() => this.sqlite.exec("COMMIT"));
        return result;
      } catch (error) {
        if (this.sqlite.inTransaction) this.sqlite.exec("ROLLBACK");
        throw error;
      }
    });
  }

  close(): Promise<void> {
    return this.gate.runExclusive(() => void this.sqlite.close());
  }
}

export class PgDatabase implements Database {
  readonly dialect = "postgres";

  private constructor(private readonly pool: pg.Pool) {}

  static async connect(config: pg.PoolConfig): Promise<PgDatabase> {
    const pool = new pg.Pool({ max: 10, ...config });
    // An idle connection that breaks (server restart) is dropped; the next query opens a new one.
    pool.on("error", () => undefined);
    const db = new PgDatabase(pool);
    await db.query("SELECT 1");
    return db;
  }

  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(sql, [...params])).rows;
  }

  async transaction<T>(
    work: (tx: Transaction) => Promise<T>,
    { snapshot = false }: TransactionOptions = {},
  ): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    // A connection that dies while checked out says so here; unheard, the error would end the process.
    const onError = (): void => {
      broken = true;
    };
    client.on("error", onError);
    try {
      await client.query(snapshot ? "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY" : "BEGIN");
      const result = await work({
        query: async <R extends object>(sql: string, params: readonly unknown[] = []) =>
          (await client.query<R>(sql, [...params])).rows,
        exec: async (sql: string) => void (await client.query(sql)),
      });
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      // A connection that broke, or cannot even roll back, is discarded rather than returned to the pool.
      client.off("error", onError);
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
