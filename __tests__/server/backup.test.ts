/** @jest-environment node */
// `submissions backup FILE` and `restore FILE`: a round trip on each database, and across them.

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { PGlite } from "@electric-sql/pglite";

import { runCommand, parseCommand } from "../../src/server/cli";
import type { Database, Queryable } from "../../src/server/db";
import { migrate, readMigrations } from "../../src/server/migrate";
import { pgliteDatabase } from "../../src/server/pglite-move";
import { ResumeStore, resumeContent } from "../../src/server/resumes";
import {
  insertApplication,
  insertMessages,
  insertResume,
  listApplications,
  listMessages,
  listSubscribers,
  requestSubscription,
  resumeUrl,
  subscribe,
} from "../../src/server/store";
import {
  BACKENDS,
  applicationBody,
  contactBody,
  openTestDatabase,
  pdfBytes,
  type TestDatabase,
} from "./helpers";
import { cleanApplication, cleanContact } from "../../src/lib/forms";

// Each round trip opens two databases, one of them on a PostgreSQL server.
jest.setTimeout(180_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = async (db: TestDatabase["db"], args: string[], resumeDir?: string) => {
  const lines: string[] = [];
  await runCommand(db, parseCommand(args), (line) => lines.push(line), { resumeDir });
  return lines.join("\n");
};

describe.each(BACKENDS.flatMap((from) => BACKENDS.map((to) => [from, to] as const)))(
  "backup on %s, restore on %s",
  (from, to) => {
    it("brings back every message, application with its resume, and subscriber", async () => {
      const source = await openTestDatabase(from);
      const target = await openTestDatabase(to);
      const resumeDir = path.join(dir, `${from}-${to}-resumes`);
      try {
        await insertMessages(source.db, [cleanContact(contactBody({ message: "kept \u001b 😀" }))]);
        const store = new ResumeStore(source.db, from === "SQLite" ? resumeDir : undefined);
        const saved = await store.save(Readable.from([pdfBytes(3000)]), "192.0.2.1");
        if (!saved.ok) throw new Error("the resume was refused");
        await insertApplication(source.db, cleanApplication(applicationBody(resumeUrl(saved.id))));
        await subscribe(source.db, "fan@example.org");
        // Waiting for confirmation: carried with its token's hash and expiry, still on no list.
        await requestSubscription(source.db, "waiting@example.org", "f".repeat(64));

        const file = path.join(dir, `${from}-${to}.json`);
        expect(await run(source.db, ["backup", file], store.dir)).toMatch(
          /^Backed up 1 messages, 1 applications, 1 subscribers and 1 resumes/,
        );
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(await run(target.db, ["restore", file])).toBe(
          "Restored 1 messages, 1 applications, 1 subscribers and 1 resumes",
        );
        expect(await listMessages(target.db)).toEqual(await listMessages(source.db));
        expect(await listApplications(target.db)).toEqual(await listApplications(source.db));
        expect(await listSubscribers(target.db)).toEqual(await listSubscribers(source.db));
        const everySubscriber = (db: TestDatabase["db"]) =>
          db.query(
            `SELECT id, created_at, email, confirmed_at, token_hash, token_expires_at, mailed_at
             FROM subscribers ORDER BY id`,
          );
        const carried = await everySubscriber(target.db);
        expect(carried).toHaveLength(2);
        expect(carried).toEqual(await everySubscriber(source.db));
        expect(await resumeContent(target.db, saved.id)).toEqual(pdfBytes(3000));
        // New rows continue after the restored ids.
        const [next] = await insertMessages(target.db, [cleanContact(contactBody())]);
        expect(next).toBeGreaterThan((await listMessages(source.db))[0]?.id ?? 0);
        // Never into a database that holds data.
        await expect(run(target.db, ["restore", file])).rejects.toThrow(/not empty/);
      } finally {
        await source.drop();
        await target.drop();
      }
    });
  },
);

/**
 * `db`, with a visitor's message sent through the server's own connection just after the backup's first
 * SELECT: a snapshot never holds it. On SQLite (one connection per process) the insert is only queued: it
 * waits for the backup's transaction, or, without one, runs between the backup's statements.
 */
function withWriteDuringBackup(db: Database): { db: Database; written: () => Promise<unknown> } {
  let write: Promise<unknown> | undefined;
  const watch =
    (query: Queryable["query"]): Queryable["query"] =>
    async <T extends object>(sql: string, params?: readonly unknown[]) => {
      const rows = await query<T>(sql, params);
      if (write === undefined && /^\s*SELECT/i.test(sql)) {
        write = insertMessages(db, [cleanContact(contactBody({ message: "sent during the backup" }))]);
        if (db.dialect === "postgres") await write;
      }
      return rows;
    };
  const watched: Database = {
    dialect: db.dialect,
    query: watch(db.query.bind(db)),
    exec: db.exec.bind(db),
    transaction: (work, options) =>
      db.transaction((tx) => work({ query: watch(tx.query.bind(tx)), exec: tx.exec.bind(tx) }), options),
    close: () => db.close(),
  };
  return { db: watched, written: () => write ?? Promise.resolve() };
}

describe.each(BACKENDS)("a backup on %s", (backend) => {
  it("is one consistent snapshot: a message sent while it runs is not half in it", async () => {
    const source = await openTestDatabase(backend);
    try {
      await insertMessages(source.db, [cleanContact(contactBody({ message: "before the backup" }))]);
      const { db, written } = withWriteDuringBackup(source.db);
      const file = path.join(dir, `snapshot-${backend}.json`);
      expect(await run(db, ["backup", file])).toMatch(/^Backed up 1 messages, 0 applications/);
      await written();
      expect(await listMessages(source.db)).toHaveLength(2);
      const data = JSON.parse(readFileSync(file, "utf8")) as { messages: { message: string }[] };
      expect(data.messages.map((row) => row.message)).toEqual(["before the backup"]);
    } finally {
      await source.drop();
    }
  });
});

describe("a backup made before double opt-in (version 1)", () => {
  it("restores its subscribers as confirmed", async () => {
    const target = await openTestDatabase("SQLite");
    try {
      const file = path.join(dir, "version-1.json");
      const created = "2025-01-02T03:04:05.000Z";
      writeFileSync(
        file,
        JSON.stringify({
          format: "sae-zhcet-forms-backup",
          version: 1,
          created_at: created,
          messages: [],
          applications: [],
          subscribers: [{ id: 7, created_at: created, email: "old.fan@example.org" }],
          resumes: [],
        }),
      );
      expect(await run(target.db, ["restore", file])).toBe(
        "Restored 0 messages, 0 applications, 1 subscribers and 0 resumes",
      );
      expect((await listSubscribers(target.db)).map((row) => row.email)).toEqual(["old.fan@example.org"]);
    } finally {
      await target.drop();
    }
  });
});

describe("a backup made by an earlier version on PGlite", () => {
  it("restores into SQLite, the new default", async () => {
    const pgliteDir = path.join(dir, "pglite");
    const old = pgliteDatabase(await PGlite.create(pgliteDir));
    const target = await openTestDatabase("SQLite");
    try {
      await migrate(old, readMigrations("postgres"));
      await insertMessages(old, [cleanContact(contactBody({ message: "sent in the PGlite days" }))]);
      const resumeId = crypto.randomUUID();
      await insertResume(old, resumeId, pdfBytes(1500));
      await insertApplication(old, cleanApplication(applicationBody(resumeUrl(resumeId))));
      await subscribe(old, "pglite.fan@example.org");
      const file = path.join(dir, "from-pglite.json");
      expect(await run(old, ["backup", file])).toMatch(
        /^Backed up 1 messages, 1 applications, 1 subscribers/,
      );

      expect(await run(target.db, ["restore", file])).toMatch(
        /^Restored 1 messages, 1 applications, 1 subscribers/,
      );
      expect((await listMessages(target.db)).map((row) => row.message)).toEqual(["sent in the PGlite days"]);
      expect((await listApplications(target.db))[0]?.resume_id).toBe(resumeId);
      expect(await resumeContent(target.db, resumeId)).toEqual(pdfBytes(1500));
      expect((await listSubscribers(target.db)).map((row) => row.email)).toEqual(["pglite.fan@example.org"]);
    } finally {
      await old.close();
      await target.drop();
    }
  });
});
