// Shared by the server suites: the two databases they run against, and request bodies.

import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import pg from "pg";
import { SMTPServer } from "smtp-server";

import { RESUME_FILE_FIELD } from "../../src/lib/forms";
import { applicationPayload, contactPayload } from "../fixtures/payloads";
import { PgDatabase, SqliteDatabase, type Database } from "../../src/server/storage/db";
import { migrate, readMigrations } from "../../src/server/storage/migrate";
import { buildApp, type AppSettings } from "../../src/server/http/app";
import type { GivenParts } from "../../src/server/http/parts";
import { ResumeStore, type ResumeQuota } from "../../src/server/forms/resumes";

export type Backend = "SQLite" | "PostgreSQL";

/** The resumes' folders the suite's stores made, deleted when it ends. */
const resumeDirs = mkdtempSync(path.join(os.tmpdir(), "resumes-test-"));
process.once("exit", () => rmSync(resumeDirs, { recursive: true, force: true }));

/** A resume store as the server makes one: files in a folder of their own on SQLite, the rows on PostgreSQL. */
export function testResumes(db: Database, quota?: ResumeQuota): ResumeStore {
  return new ResumeStore(db, mkdtempSync(path.join(resumeDirs, "resumes-")), quota);
}

/**
 * The app as the server builds it, with the parts in `given` used in place of its own (parts.ts): a test
 * database, a resume store on a test folder, a fake, a visit counter that writes when the test says.
 * Unless given, its resume store is testResumes', and the rate limit is one no suite meets.
 */
export function testApp(
  given: Partial<GivenParts> & Pick<GivenParts, "db">,
  settings: Partial<AppSettings> = {},
): Promise<FastifyInstance> {
  return buildApp({ rateLimitMax: 10_000, ...settings }, { resumes: testResumes(given.db), ...given });
}

/** A resume's row with its bytes in the database, as an upload leaves it (uploads go through ResumeStore). */
export async function insertResume(db: Database, id: string, content: Uint8Array): Promise<void> {
  await db.query(`INSERT INTO resumes (id, content, bytes) VALUES ($1, $2, $3)`, [
    id,
    content,
    content.length,
  ]);
}

/** `app`'s time limits shortened (from the minutes a slow phone needs), before it listens. */
export function shortenTimeouts(
  app: FastifyInstance,
  limits: { idleMs?: number; requestMs?: number; headersMs?: number },
): void {
  if (limits.idleMs !== undefined) app.server.setTimeout(limits.idleMs);
  if (limits.requestMs !== undefined) app.server.requestTimeout = limits.requestMs;
  if (limits.headersMs !== undefined) app.server.headersTimeout = limits.headersMs;
}

/**
 * The API suite runs once per database. PostgreSQL needs a server: TEST_DATABASE_URL, which
 * scripts/with-postgres.sh provides. Without it the PostgreSQL runs fail, unless SKIP_POSTGRES=1 says to
 * skip them.
 */
export const BACKENDS: Backend[] = process.env.SKIP_POSTGRES === "1" ? ["SQLite"] : ["SQLite", "PostgreSQL"];

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: SQLite in a temporary directory, or a new schema on the PostgreSQL server;
 * migrated from `migrationsDir` when given (src/server/storage/migrations/ otherwise).
 */
export async function openTestDatabase(backend: Backend, migrationsDir?: string): Promise<TestDatabase> {
  if (backend === "SQLite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "forms-test-"));
    const db = SqliteDatabase.open(path.join(dir, "forms.sqlite"));
    const test = {
      db,
      async drop() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
    return migrated(test, migrationsDir);
  }
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString)
    throw new Error(
      "TEST_DATABASE_URL is not set. Run the suite through scripts/with-postgres.sh " +
        "(`scripts/with-postgres.sh npx jest __tests__/server`), which starts a throwaway PostgreSQL server, " +
        "or set SKIP_POSTGRES=1 to leave PostgreSQL out.",
    );
  const schema = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const db = await connectToSchema(connectionString, schema);
  return migrated(
    {
      db,
      async drop() {
        await db.close();
        const client = new pg.Client({ connectionString });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      },
    },
    migrationsDir,
  );
}

/** A connection whose search_path is `schema` (made when missing), so each run has tables of its own. */
export async function connectToSchema(connectionString: string, schema: string): Promise<PgDatabase> {
  const setup = new pg.Client({ connectionString });
  await setup.connect();
  try {
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${pg.escapeIdentifier(schema)}`);
  } finally {
    await setup.end();
  }
  return PgDatabase.connect({ connectionString, options: `-c search_path=${schema}` });
}

/** `test` migrated; a migration that fails drops the database before the error is thrown. */
async function migrated(test: TestDatabase, migrationsDir?: string): Promise<TestDatabase> {
  try {
    await migrate(test.db, readMigrations(test.db.dialect, migrationsDir));
    return test;
  } catch (error) {
    await test.drop();
    throw error;
  }
}

/** Sets the clock (Date alone) to `now`, every timer left real; jest.setSystemTime moves it, useRealTimers ends it. */
export const fakeClock = (now: Date): void =>
  void jest.useFakeTimers({
    now,
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });

/** An instant `ms` milliseconds ago, to age a row. */
export const ago = (ms: number): Date => new Date(Date.now() - ms);
export { DAY_MS, HOUR_MS, MINUTE_MS } from "../../src/server/forms/store";

/** For suites that upload more than one address may in an hour. */
export const NO_QUOTA = { count: 1e6, bytes: 1e12 };

export const FILLED_SLOWLY = { elapsedMs: 10_000 };

/** A contact form's JSON body, sent as a person sends it; `overrides` may be anything a client sends. */
export const contactBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...contactPayload(),
  ...FILLED_SLOWLY,
  ...overrides,
});

/** An application's JSON body naming the stored resume `resume`. */
export const applicationBody = (
  resume: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  ...applicationPayload(resume),
  ...FILLED_SLOWLY,
  ...overrides,
});

/** Bytes that begin as a PDF does, `size` long. */
export function pdfBytes(size = 1024): Buffer {
  const content = Buffer.alloc(size, 0x20);
  content.write("%PDF-1.7\n", 0, "latin1");
  return content;
}

export interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  content: Buffer;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----jest-boundary-7MA4YWxkTrZu0gW";
  const chunks = parts.flatMap(
    ({ field = RESUME_FILE_FIELD, filename = "resume.pdf", type = "application/pdf", content }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from("\r\n"),
    ],
  );
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export interface Received {
  to: string[];
  /** The header section, folded lines joined. */
  headers: string;
  raw: string;
}

/** A local SMTP server that keeps what it receives, or refuses every recipient. */
export async function startSmtp(refuse = false) {
  const inbox: Received[] = [];
  const waiting: ((mail: Received) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refuse ? new Error("mailbox unavailable") : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString();
        const headers = (raw.split(/\r?\n\r?\n/, 1)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), headers, raw };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    next: () =>
      new Promise<Received>((resolve) =>
        inbox.length > 0 ? resolve(inbox.shift()!) : waiting.push(resolve),
      ),
    /** How many mails arrived that no `next` has taken. */
    unread: () => inbox.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The messages shown beside the fields of a form page the server drew again, by the id of the input
 * they belong to (its error paragraph is #<input id>-error).
 */
export function messagesBeside(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<p id="([\w-]+)-error"[^>]*>([^<]*)<\/p>/g)].map((match) => [match[1], match[2]]),
  );
}
