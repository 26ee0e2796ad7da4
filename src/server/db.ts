// One small interface over the two databases the server can use: PGlite (embedded PostgreSQL, the
// default) and a PostgreSQL server through pg (DATABASE_URL). Both run the same SQL.

import { Mutex, PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface Queryable {
  /** One statement, parameters as $1, $2…; the rows it returns. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite is one connection. Every use of it goes through `gate`, which the local socket that officers'
 * CLI connects to also takes (pglite-server.ts), so a CLI transaction never interleaves with the server's
 * own statements.
 */
export class PgliteDatabase implements Database {
  readonly kind = "pglite";
  readonly gate = new Mutex();

  private constructor(readonly pglite: PGlite) {}

  /** Opens (creating when missing) the database files in `dir`. */
  static async open(dir: string): Promise<PgliteDatabase> {
    return new PgliteDatabase(await PGlite.create(dir));
  }

  query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.gate.runExclusive(async () => (await this.pglite.query<T>(sql, [...params])).rows);
  }

  exec(sql: string): Promise<void> {
    return this.gate.runExclusive(async () => void (await this.pglite.exec(sql)));
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.gate.runExclusive(() =>
      this.pglite.transaction((tx) =>
        work({
          query: async <R extends object>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<R>(sql, [...params])).rows,
          exec: async (sql: string) => void (await tx.exec(sql)),
        }),
      ),
    );
  }

  close(): Promise<void> {
    return this.gate.runExclusive(() => this.pglite.close());
  }
}

export class PgDatabase implements Database {
  readonly kind = "postgres";

  private constructor(private readonly pool: pg.Pool) {}

  /**
   * `schema`, when given, is created if missing and becomes the connections' search_path (the tests use a
   * fresh one per run).
   */
  static async connect(config: pg.PoolConfig, schema?: string): Promise<PgDatabase> {
    if (schema !== undefined) {
      if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
      const setup = new pg.Client(config);
      await setup.connect();
      try {
        await setup.query(`CREATE SCHEMA IF NOT EXISTS ${pg.escapeIdentifier(schema)}`);
      } finally {
        await setup.end();
      }
    }
    const options = schema === undefined ? config.options : `-c search_path=${schema}`;
    const pool = new pg.Pool({ max: 10, ...config, options });
    // An idle connection that breaks (server restart) is dropped; the next query opens a new one.
    pool.on("error", () => undefined);
    const db = new PgDatabase(pool);
    await db.query("SELECT 1");
    return db;
  }

  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(sql, [...params])).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    // A connection that dies while checked out says so here; unheard, the error would end the process.
    const onError = (): void => {
      broken = true;
    };
    client.on("error", onError);
    try {
      await client.query("BEGIN");
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
