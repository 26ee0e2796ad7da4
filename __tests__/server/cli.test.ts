/** @jest-environment node */
// Officers' CLI: its commands on both databases, and how it shares SQLite's file with a running server.

import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";

import type { FastifyInstance } from "fastify";

import { CONTACT_FORM, type ApplicationPayload, type ContactPayload } from "../../src/lib/forms";
import {
  neutralise,
  parseCommand,
  printable,
  runCommand,
  table,
  toCsv,
  UsageError,
} from "../../src/server/cli";
import type { Database } from "../../src/server/storage/db";
import { DataDirBusyError } from "../../src/server/storage/lock";
import { ResumeStore } from "../../src/server/forms/resumes";
import {
  openCliDatabase,
  openServerDatabase,
  type OpenDatabase,
} from "../../src/server/storage/open-database";
import {
  countRows,
  insertApplication,
  insertMessages,
  resumeUrl,
  subscribe,
} from "../../src/server/forms/store";
import { applicationPayload, contactPayload } from "../fixtures/payloads";
import {
  BACKENDS,
  contactBody,
  openTestDatabase,
  ago,
  DAY_MS,
  pdfBytes,
  type TestDatabase,
  testApp,
  insertResume,
} from "./helpers";

jest.setTimeout(60_000);

const message = (overrides: Partial<ContactPayload> = {}): ContactPayload =>
  contactPayload({ message: "Hello", ...overrides });

async function apply(db: Database, email: string, content: Buffer): Promise<number> {
  const id = crypto.randomUUID();
  await insertResume(db, id, content);
  const applicationId = await insertApplication(db, applicationPayload(resumeUrl(id), { email }));
  if (applicationId === undefined) throw new Error("the resume was not claimed");
  return applicationId;
}

async function run(db: Database, ...args: string[]): Promise<string> {
  return runWith(db, {}, ...args);
}

async function runWith(db: Database, options: { resumeDir?: string }, ...args: string[]): Promise<string> {
  const lines: string[] = [];
  await runCommand(db, parseCommand(args), (line) => lines.push(line), options);
  return lines.join("\n");
}

/** An application whose resume is a file in `resumeDir`, as the server on SQLite stores it; its file. */
async function applyWithFile(db: Database, resumeDir: string, email: string): Promise<string> {
  const saved = await new ResumeStore(db, resumeDir).save(Readable.from([pdfBytes(2048)]), "192.0.2.1");
  if (!saved.ok) throw new Error("the resume was refused");
  const application: ApplicationPayload = {
    name: "Rahul Verma",
    faculty: "21MEB123",
    yr: "Second",
    branch: "Mechanical",
    email,
    phone: "9876543210",
    enrollment: "GK1234",
    resume: resumeUrl(saved.id),
  };
  if ((await insertApplication(db, application)) === undefined) throw new Error("the resume was not claimed");
  return path.join(resumeDir, saved.id);
}

describe("parseCommand", () => {
  it.each([
    [["list", "messages"], { name: "list", what: "messages" }],
    [["export", "out"], { name: "export", dir: "out" }],
    [["erase", " a@b.co "], { name: "erase", email: "a@b.co" }],
    [["purge", "--older-than", "30"], { name: "purge", days: 30 }],
    [["purge", "--older-than", "0", "--yes"], { name: "purge", days: 0, yes: true }],
    [[], { name: "help" }],
  ])("reads %j", (args, command) => {
    expect(parseCommand(args)).toEqual(command);
  });

  it.each([
    [["list"]],
    [["list", "everything"]],
    [["export"]],
    [["erase"]],
    [["purge", "30"]],
    [["purge", "--older-than", "x"]],
    [["purge", "--older-than", "-1"]],
    [["purge", "--older-than", "0", "--force"]],
    [["drop"]],
  ])("refuses %j", (args) => {
    expect(() => parseCommand(args)).toThrow(UsageError);
  });
});

describe("terminal output", () => {
  it("shows control characters in visitor text escaped, never raw", () => {
    const hostile = "\u001b[2J\u001b]0;pwned\u0007 \u009b31m \u202eevil";
    // eslint-disable-next-line no-control-regex
    const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;
    expect(printable(hostile)).not.toMatch(raw);
    expect(printable(hostile)).toBe("\\u{1b}[2J\\u{1b}]0;pwned\\u{7} \\u{9b}31m \\u{202e}evil");
    const printed = table([{ name: hostile }], ["name"]);
    expect(printed).not.toMatch(raw);
    expect(printed).toContain("\\u{1b}[2J\\u{1b}]0;pwned\\u{7}");
    expect(printable("plain text, ünïcödé")).toBe("plain text, ünïcödé");
  });

  it("refuses `purge --older-than 0` without --yes when it cannot ask, and deletes nothing", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cli-purge-"));
    try {
      const result = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "src/server/cli.ts", "purge", "--older-than", "0"],
        { cwd: path.resolve(__dirname, "../.."), env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" } },
      ).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("add --yes");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("CSV export cells", () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["Aisha", "Aisha"],
    ["a=b", "a=b"],
  ])("neutralises %j as %j", (value, expected) => {
    expect(neutralise(value)).toBe(expected);
  });

  it("neutralises in the CSV itself, and quotes what needs quoting", () => {
    const csv = toCsv(
      [{ name: "=cmd|' /C calc'!A0", message: 'Line one\nsaid "hi", twice' }],
      ["name", "message"],
    );
    expect(csv).toBe(`name,message\n'=cmd|' /C calc'!A0,"Line one\nsaid ""hi"", twice"\n`);
  });
});

describe.each(BACKENDS)("the CLI's commands on %s", (backend) => {
  let testDb: TestDatabase;
  let db: Database;
  let out: string;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    db = testDb.db;
  });
  beforeEach(() => {
    out = mkdtempSync(path.join(os.tmpdir(), "cli-test-"));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));
  afterAll(() => testDb?.drop());
  /** Resumes are files on SQLite only (on PostgreSQL their bytes are in the rows). */
  const withFiles = backend === "SQLite" ? it : it.skip;

  it("lists, and exports everything to CSV with the resumes beside it", async () => {
    await insertMessages(db, [message({ name: '=HYPERLINK("http://evil")', message: "@SUM(1+1)" })]);
    const resume = pdfBytes(2048);
    const applicationId = await apply(db, "rahul@example.org", resume);
    await subscribe(db, "fan@example.org");

    expect(await run(db, "list", "messages")).toContain("=HYPERLINK");
    expect(await run(db, "list", "applications")).toContain("Rahul Verma");
    expect(await run(db, "list", "subscribers")).toContain("fan@example.org");

    expect(await run(db, "export", out)).toMatch(
      /^Exported 1 messages, 1 applications \(1 resumes\) and 1 subscribers/,
    );
    const messages = readFileSync(path.join(out, "messages.csv"), "utf8");
    // The first migration's columns, then one for each field added to the description since.
    const first = ["id", "created_at", "name", "email", "phone", "subject", "message"];
    const added = CONTACT_FORM.fields.map((field) => field.name).filter((name) => !first.includes(name));
    expect(messages.split("\n")[0]).toBe([...first, ...added].join(","));
    expect(messages).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(messages).toContain("'@SUM(1+1)");
    expect(messages).toContain("'+91 98765 43210");
    expect(messages).not.toMatch(/(^|,)[=+@-]/m);

    const resumeFile = `resumes/application-${applicationId}.pdf`;
    expect(readFileSync(path.join(out, "applications.csv"), "utf8")).toContain(resumeFile);
    expect(readFileSync(path.join(out, resumeFile))).toEqual(resume);
    expect(readFileSync(path.join(out, "subscribers.csv"), "utf8")).toContain("fan@example.org");
  });

  it("erases everything held about one address, in any letter case, and nothing else", async () => {
    await insertMessages(db, [
      message({ email: "Erase.Me@example.org" }),
      message({ email: "keep@example.org" }),
    ]);
    await apply(db, "erase.me@example.org", pdfBytes());
    await subscribe(db, "ERASE.ME@example.org");
    const before = await countRows(db);

    expect(await run(db, "erase", "erase.me@EXAMPLE.org")).toBe(
      "Erased erase.me@EXAMPLE.org: 1 messages, 1 applications, 1 subscribers, 1 resume files",
    );
    expect(await countRows(db)).toEqual({
      messages: before.messages - 1,
      applications: before.applications - 1,
      subscribers: before.subscribers - 1,
    });
    const [left] = await db.query<{ n: number }>(
      `SELECT CAST(count(*) AS integer) AS n FROM messages WHERE lower(email) = 'erase.me@example.org'`,
    );
    expect(left?.n).toBe(0);
    // The resume went with its application.
    const [orphans] = await db.query<{ n: number }>(
      `SELECT CAST(count(*) AS integer) AS n FROM resumes r WHERE NOT EXISTS (SELECT 1 FROM applications a WHERE a.id = r.application_id)`,
    );
    expect(orphans?.n).toBe(0);
  });

  withFiles("erases the resume's file with its application, at once", async () => {
    const resumeDir = path.join(out, "resumes");
    const erased = await applyWithFile(db, resumeDir, "file.erase@example.org");
    const kept = await applyWithFile(db, resumeDir, "file.keep@example.org");
    expect([existsSync(erased), existsSync(kept)]).toEqual([true, true]);
    expect(await runWith(db, { resumeDir }, "erase", "FILE.ERASE@example.org")).toMatch(/1 applications/);
    expect([existsSync(erased), existsSync(kept)]).toEqual([false, true]);
  });

  withFiles("purges old applications' resume files and old unclaimed uploads' files, at once", async () => {
    const resumeDir = path.join(out, "resumes");
    const old = await applyWithFile(db, resumeDir, "file.old@example.org");
    const recent = await applyWithFile(db, resumeDir, "file.recent@example.org");
    const unclaimed = await new ResumeStore(db, resumeDir).save(Readable.from([pdfBytes()]), "192.0.2.2");
    if (!unclaimed.ok) throw new Error("the resume was refused");
    await db.query(`UPDATE applications SET created_at = $1 WHERE email = 'file.old@example.org'`, [
      ago(40 * DAY_MS),
    ]);
    await db.query(`UPDATE resumes SET created_at = $2 WHERE id = $1`, [unclaimed.id, ago(40 * DAY_MS)]);
    await runWith(db, { resumeDir }, "purge", "--older-than", "30");
    expect([existsSync(old), existsSync(recent), existsSync(path.join(resumeDir, unclaimed.id))]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("purges what is older than N days, with unclaimed resumes", async () => {
    await insertMessages(db, [message({ message: "old" }), message({ message: "new" })]);
    await db.query(`UPDATE messages SET created_at = $1 WHERE message = 'old'`, [ago(40 * DAY_MS)]);
    await insertResume(db, crypto.randomUUID(), pdfBytes());
    await db.query(`UPDATE resumes SET created_at = $1 WHERE application_id IS NULL`, [ago(40 * DAY_MS)]);

    expect(await run(db, "purge", "--older-than", "30")).toMatch(
      /^Purged what is older than 30 days: 1 messages/,
    );
    const kept = await db.query<{ message: string }>(
      `SELECT message FROM messages WHERE message IN ('old', 'new')`,
    );
    expect(kept.map((row) => row.message)).toEqual(["new"]);
    const [unclaimed] = await db.query<{ n: number }>(
      `SELECT CAST(count(*) AS integer) AS n FROM resumes WHERE application_id IS NULL`,
    );
    expect(unclaimed?.n).toBe(0);
  });
});

describe("the CLI and the server on SQLite in one DATA_DIR", () => {
  let dataDir: string;
  let server: OpenDatabase | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "cli-data-"));
    server = await openServerDatabase({ dataDir });
    app = await testApp({ db: server.db });
  });

  afterAll(async () => {
    await app?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const postMessage = (text: string) =>
    app!.inject({ method: "POST", url: "/api/message", payload: contactBody({ message: text }) });

  it("opens the running server's database beside it, and the server keeps answering", async () => {
    const cli = await openCliDatabase({ dataDir });
    try {
      expect(cli.via).toBe(`SQLite in ${path.join(dataDir, "forms.sqlite")}`);
      const posts = Array.from({ length: 30 }, (_, i) => postMessage(`while the CLI reads ${i}`));
      const reads = Array.from({ length: 10 }, () => run(cli.db, "stats"));
      const [responses] = await Promise.all([Promise.all(posts), Promise.all(reads)]);
      expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(201));
      expect(await run(cli.db, "list", "messages")).toContain("while the CLI reads 29");
    } finally {
      await cli.close();
    }
  });

  it("keeps the server's rows out of a CLI transaction: its rollback takes back only its own", async () => {
    const cli = await openCliDatabase({ dataDir });
    let answered = false;
    let posted: Promise<unknown> = Promise.resolve();
    try {
      await expect(
        cli.db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO messages (name, subject, email, phone, message) VALUES ('CLI', '', 'c@x.org', '1', 'from the CLI')`,
          );
          posted = postMessage("from the server").then((response) => {
            answered = true;
            return response;
          });
          // The server waits, asleep, while the CLI writes: this timer still fires.
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(answered).toBe(false);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(await posted).toMatchObject({ statusCode: 201 });
      const rows = await cli.db.query<{ message: string }>(
        `SELECT message FROM messages WHERE message IN ('from the CLI', 'from the server')`,
      );
      expect(rows.map((row) => row.message)).toEqual(["from the server"]);
    } finally {
      await cli.close();
    }
  });

  it("frees the database, undoing its work, when a CLI is killed in the middle of a transaction", async () => {
    const script = `
      const Database = require("better-sqlite3");
      const db = new Database(process.env.DB_FILE);
      db.exec("BEGIN IMMEDIATE");
      db.exec("INSERT INTO messages (name, subject, email, phone, message) VALUES ('CLI', '', 'c@x.org', '1', 'from a killed CLI')");
      console.log("in a transaction");
      setInterval(() => undefined, 1000);`;
    const child = spawn(process.execPath, ["-e", script], {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, DB_FILE: path.join(dataDir, "forms.sqlite") },
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", () => resolve());
      child.on("exit", (code) => reject(new Error(`the client exited with ${code}`)));
    });
    child.kill("SIGKILL");
    expect((await postMessage("after the CLI was killed")).statusCode).toBe(201);
    const cli = await openCliDatabase({ dataDir });
    try {
      const rows = await cli.db.query<{ message: string }>(
        `SELECT message FROM messages WHERE message IN ('from a killed CLI', 'after the CLI was killed')`,
      );
      expect(rows.map((row) => row.message)).toEqual(["after the CLI was killed"]);
    } finally {
      await cli.close();
    }
  });

  it("lets one server at a time use DATA_DIR, and the CLI works with none", async () => {
    await expect(openServerDatabase({ dataDir })).rejects.toThrow(DataDirBusyError);
    await app!.close();
    await server!.close();
    app = undefined;
    server = undefined;
    const cli = await openCliDatabase({ dataDir });
    try {
      expect(await run(cli.db, "list", "messages")).toContain("after the CLI was killed");
    } finally {
      await cli.close();
    }
  });

  it("runs as `npm run submissions` does", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/server/cli.ts", "stats"],
      { cwd: path.resolve(__dirname, "../.."), env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    expect(stdout).toMatch(/^\d+ messages, 0 applications, 0 subscribers\n$/);
  });
});
