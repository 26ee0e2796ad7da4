/** @jest-environment node */
// The database layer: the durability SQLite runs with (asserted, so no later change can quietly turn it
// off), one set of migrations giving both databases the same tables, and values that come back as they went.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Database } from "../../../src/server/storage/db";
import { openCliDatabase, openServerDatabase } from "../../../src/server/storage/open-database";
import { BACKENDS, openTestDatabase } from "../helpers";

jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "db-test-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("SQLite's durability", () => {
  it("is a write-ahead log synced at every commit (FULL), with foreign keys enforced, on the server's and the CLI's connections", async () => {
    const dataDir = path.join(dir, "durability");
    const server = await openServerDatabase({ dataDir });
    const cli = await openCliDatabase({ dataDir });
    try {
      for (const { db } of [server, cli])
        for (const [pragma, value] of Object.entries({
          journal_mode: "wal",
          synchronous: 2,
          foreign_keys: 1,
        }))
          expect(await db.query(`PRAGMA ${pragma}`)).toEqual([{ [pragma]: value }]);
      expect(server.durability).toMatch(/power cut/);
    } finally {
      await cli.close();
      await server.close();
    }
  });
});

interface Shape {
  columns: Record<string, string[]>;
  indexes: string[];
}

/** Tables with their columns (name, and NOT NULL or not), and the indexes by name, as the database has them. */
async function shapeOf(db: Database): Promise<Shape> {
  const columns: Record<string, string[]> = {};
  let indexes: string[];
  if (db.dialect === "sqlite") {
    const tables = await db.query<{ name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    );
    for (const { name } of tables)
      columns[name] = (
        await db.query<{ name: string; notnull: number; pk: number }>(
          `SELECT * FROM pragma_table_info('${name}')`,
        )
      ).map((column) => `${column.name}${column.notnull || column.pk ? " NOT NULL" : ""}`);
    indexes = (
      await db.query<{ name: string }>(
        `SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`,
      )
    ).map((row) => row.name);
  } else {
    const rows = await db.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns
       WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    );
    for (const row of rows)
      (columns[row.table_name] ??= []).push(
        `${row.column_name}${row.is_nullable === "NO" ? " NOT NULL" : ""}`,
      );
    // Primary keys' and UNIQUE constraints' own indexes are implied by the columns, as in SQLite.
    indexes = (
      await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()
           AND indexname NOT IN (SELECT conname FROM pg_constraint)
         ORDER BY indexname`,
      )
    ).map((row) => row.indexname);
  }
  return { columns, indexes };
}

describe("the migrations", () => {
  const shapes: Partial<Record<string, Shape>> = {};

  it.each(BACKENDS)("give %s the forms' tables", async (backend) => {
    const test = await openTestDatabase(backend);
    try {
      shapes[backend] = await shapeOf(test.db);
      expect(Object.keys(shapes[backend]?.columns ?? {})).toEqual(
        expect.arrayContaining(["applications", "messages", "resumes", "schema_migrations", "subscribers"]),
      );
    } finally {
      await test.drop();
    }
  });

  (BACKENDS.length === 2 ? it : it.skip)("give SQLite and PostgreSQL the same columns and indexes", () => {
    expect(shapes.SQLite).toEqual(shapes.PostgreSQL);
  });
});

describe.each(BACKENDS)("values on %s", (backend) => {
  it("come back as they went: instants as Dates to the millisecond, bytes as bytes", async () => {
    const test = await openTestDatabase(backend);
    try {
      const at = new Date("2026-03-04T05:06:07.089Z");
      const id = "0e5a0000-0000-4000-8000-000000000001";
      await test.db.query(`INSERT INTO resumes (id, created_at, content, bytes) VALUES ($1, $2, $3, $4)`, [
        id,
        at,
        Buffer.from([0, 1, 255]),
        3,
      ]);
      const [row] = await test.db.query<{ id: string; created_at: Date; content: Uint8Array }>(
        `SELECT CAST(id AS text) AS id, created_at, content FROM resumes WHERE created_at > $1 AND id = $2`,
        [new Date(at.getTime() - 1), id],
      );
      expect(row?.id).toBe(id);
      expect(row?.created_at).toEqual(at);
      expect(Buffer.from(row?.content ?? [])).toEqual(Buffer.from([0, 1, 255]));
      // A default instant (the database's clock) compares with one given by the server.
      await test.db.query(`INSERT INTO subscribers (email) VALUES ($1)`, ["clock@example.org"]);
      const recent = await test.db.query(`SELECT id FROM subscribers WHERE created_at > $1`, [
        new Date(Date.now() - 60_000),
      ]);
      expect(recent).toHaveLength(1);
    } finally {
      await test.drop();
    }
  });
});
