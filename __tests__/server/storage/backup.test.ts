/** @jest-environment node */
// `submissions backup FILE` and `restore FILE`: a round trip on each database and across them that brings
// back every row of every table and every resume's bytes exactly; a table a later migration adds goes with
// the rest; a damaged, incomplete or foreign file restores nothing; a failed backup leaves the last one.

import { createHash, randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import type { TrafficCatalog } from "../../../src/server/visit-counts/catalog";
import { runCommand, parseCommand } from "../../../src/server/cli";
import { backup, dataTables, restore } from "../../../src/server/storage/backup";
import type { Database, Queryable } from "../../../src/server/storage/db";
import { MIGRATIONS_DIR, migrate, readMigrations } from "../../../src/server/storage/migrate";
import { ResumeStore, resumeContent } from "../../../src/server/forms/resumes";
import {
  insertApplication,
  insertMessages,
  listMessages,
  requestSubscription,
  resumeUrl,
  subscribe,
} from "../../../src/server/forms/store";
import {
  BACKENDS,
  NO_QUOTA,
  applicationBody,
  contactBody,
  openTestDatabase,
  pdfBytes,
  type Backend,
  type TestDatabase,
} from "../helpers";
import { APPLICATION_FORM, CONTACT_FORM, cleanForm } from "../../../src/lib/forms";

// Each round trip opens two databases, one of them on a PostgreSQL server.
jest.setTimeout(180_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = async (db: Database, args: string[], resumeDir?: string, catalog?: TrafficCatalog) => {
  const lines: string[] = [];
  await runCommand(db, parseCommand(args), (line) => lines.push(line), { resumeDir, catalog });
  return lines.join("\n");
};

/** The sponsors the visit counts below name: one with a link, one without, whose sponsorship starts later. */
const SPONSORS: TrafficCatalog = {
  routes: new Set(["/", "/sponsors"]),
  sponsors: [
    { slug: "partner-a", name: "Partner A", url: "https://example.org/a" },
    { slug: "partner-b", name: "Partner B", start: "2026-03-02" },
  ],
};

/** A PDF of `size` random bytes (every byte value, so any mangling in base64 or a chunk's edge shows). */
const randomPdf = (size: number): Buffer => {
  const content = randomBytes(size);
  content.write("%PDF-", 0, "latin1");
  return content;
};

/**
 * Every row of every table, as comparable JSON, sorted (the two databases sort text differently); the
 * resumes' bytes, wherever they are held, are compared on their own.
 */
async function everything(db: Database): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of await dataTables(db, db.dialect)) {
    const rows = await db.query<Record<string, unknown>>(`SELECT * FROM ${table}`);
    tables[table] = rows
      .map((row) => {
        const { content: _content, ...rest } = row;
        return JSON.stringify(
          Object.entries(rest)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value]),
        );
      })
      .sort();
  }
  return tables;
}

/** The visit counts of two days (written as the counter writes them: one row per day and key). */
async function addVisitCounts(db: Queryable): Promise<void> {
  for (const [day, route, views, visitors] of [
    ["2026-03-01", "/", 12, 5],
    ["2026-03-01", "/sponsors", 4, 3],
    ["2026-03-02", "/", 7, 2],
  ] as const)
    await db.query(`INSERT INTO page_views (day, route, views, visitors) VALUES ($1, $2, $3, $4)`, [
      day,
      route,
      views,
      visitors,
    ]);
  await db.query(`INSERT INTO sponsor_clicks (day, sponsor, clicks) VALUES ($1, $2, $3)`, [
    "2026-03-01",
    "partner-a",
    2,
  ]);
  await db.query(`INSERT INTO sponsor_seen (day, sponsor, seen) VALUES ($1, $2, $3), ($4, $5, $6)`, [
    "2026-03-01",
    "partner-a",
    3,
    "2026-03-02",
    "partner-b",
    1,
  ]);
  await db.query(`INSERT INTO site_visitors (day, visitors) VALUES ($1, $2), ($3, $4)`, [
    "2026-03-01",
    6,
    "2026-03-02",
    2,
  ]);
}

/**
 * Sizes either side of a chunk's edge (48 KiB), one of several chunks, and one of several pieces (a row's
 * bytes are read about 1 MiB at a time).
 */
const RESUME_SIZES = [5, 48 * 1024 - 1, 48 * 1024, 48 * 1024 + 1, 3 * 48 * 1024 + 17, 2 * 21 * 48 * 1024 + 5];

/** A source database full of everything: messages, applications with resumes, subscribers, visit counts. */
async function fill(source: TestDatabase, backend: Backend, resumeDir: string) {
  await insertMessages(source.db, [
    cleanForm(CONTACT_FORM, contactBody({ message: "kept \u001b 😀 \n and a second line" })),
    cleanForm(CONTACT_FORM, contactBody({ message: "another" })),
  ]);
  const store = new ResumeStore(source.db, resumeDir, NO_QUOTA);
  const resumes = new Map<string, Buffer>();
  for (const [i, size] of RESUME_SIZES.entries()) {
    const content = randomPdf(size);
    const saved = await store.save(Readable.from([content]), `192.0.2.${i}`);
    if (!saved.ok) throw new Error("the resume was refused");
    resumes.set(saved.id, content);
    // The last stays unclaimed: an upload whose application is not sent yet is kept too.
    if (i < RESUME_SIZES.length - 1)
      await insertApplication(source.db, cleanForm(APPLICATION_FORM, applicationBody(resumeUrl(saved.id))));
  }
  await subscribe(source.db, "fan@example.org");
  // Waiting for confirmation: carried with its token's hash and expiry, still on no list.
  await requestSubscription(source.db, "waiting@example.org", "f".repeat(64));
  await addVisitCounts(source.db);
  return { store, resumes };
}

describe.each(BACKENDS.flatMap((from) => BACKENDS.map((to) => [from, to] as const)))(
  "backup on %s, restore on %s",
  (from, to) => {
    it("brings back every row of every table and every resume byte for byte", async () => {
      const source = await openTestDatabase(from);
      const target = await openTestDatabase(to);
      const sourceResumes = path.join(dir, `${from}-${to}-source-resumes`);
      const targetResumes = to === "SQLite" ? path.join(dir, `${from}-${to}-target-resumes`) : undefined;
      try {
        const { store, resumes } = await fill(source, from, sourceResumes);
        const file = path.join(dir, `${from}-${to}.ndjson`);
        const backedUp = await run(source.db, ["backup", file], store.dir);
        for (const held of ["messages 2", "applications 5", "resumes 6", "subscribers 2", "page_views 3"])
          expect(backedUp).toMatch(new RegExp(`[ ,]${held}[,;]`));
        expect(backedUp).toMatch(/sponsor_clicks 1[,;]/);
        expect(backedUp).toMatch(/site_visitors 2[,;]/);
        expect(backedUp).toMatch(/sponsor_seen 2[,;]/);
        expect(backedUp).toContain("; 6 resume files");
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(existsSync(`${file}.partial`)).toBe(false);

        expect(await run(target.db, ["restore", file], targetResumes)).toBe(
          backedUp.replace(/^Backed up /, "Restored ").replace(/ to \/.*$/, ""),
        );
        expect(await everything(target.db)).toEqual(await everything(source.db));
        for (const [id, content] of resumes) {
          const restored = await resumeContent(target.db, id, targetResumes);
          expect(restored?.equals(content)).toBe(true);
        }
        // On SQLite the bytes are files, as uploads are; on PostgreSQL they are in the rows.
        if (targetResumes !== undefined)
          expect(readdirSync(targetResumes).sort()).toEqual([...resumes.keys()].sort());
        else
          expect(
            await target.db.query(`SELECT id FROM resumes WHERE content IS NULL OR sha256 IS NULL`),
          ).toEqual([]);

        // What a sponsor is shown (views, logos seen, clicks, within its dates) reads the same from the copy.
        const period = ["--from", "2026-03-01", "--to", "2026-03-02"];
        for (const [what, shows] of [
          ["sponsors", /Partner A[\s\S]*Partner B/],
          ["traffic", /\/sponsors/],
        ] as const) {
          const before = await run(source.db, ["report", what, ...period], undefined, SPONSORS);
          expect(before).toMatch(shows);
          expect(await run(target.db, ["report", what, ...period], undefined, SPONSORS)).toBe(before);
        }

        // New rows continue after the restored ids.
        const [next] = await insertMessages(target.db, [cleanForm(CONTACT_FORM, contactBody())]);
        const highest = Math.max(...(await listMessages(source.db)).map((row) => row.id));
        expect(next).toBeGreaterThan(highest);
        // Never into a database that holds data.
        await expect(run(target.db, ["restore", file], targetResumes)).rejects.toThrow(/not empty/);
      } finally {
        await source.drop();
        await target.drop();
      }
    });
  },
);

describe.each(BACKENDS)("on %s, a table that a later migration adds", (backend) => {
  it("is backed up and restored with no change to the backup's code, after the tables it refers to", async () => {
    // The real migrations and one more: two tables, the one that refers to the other first by name.
    const migrations = path.join(dir, `migrations-${backend}`);
    mkdirSync(migrations, { recursive: true });
    for (const name of readdirSync(MIGRATIONS_DIR))
      copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(migrations, name));
    writeFileSync(
      path.join(migrations, "900_later.sql"),
      `CREATE TABLE z_campaigns (id integer PRIMARY KEY, name text NOT NULL);
       CREATE TABLE a_seen (day text NOT NULL, sponsor text NOT NULL, seen integer NOT NULL DEFAULT 0,
         campaign integer REFERENCES z_campaigns (id), PRIMARY KEY (day, sponsor));`,
    );
    const later = readMigrations(backend === "SQLite" ? "sqlite" : "postgres", migrations);
    const source = await openTestDatabase(backend);
    const target = await openTestDatabase(backend);
    const older = await openTestDatabase(backend);
    try {
      await migrate(source.db, later);
      await migrate(target.db, later);
      await source.db.query(`INSERT INTO z_campaigns (id, name) VALUES (1, 'spring'), (2, 'autumn')`);
      await source.db.query(
        `INSERT INTO a_seen (day, sponsor, seen, campaign) VALUES ('2026-04-01', 'partner-a', 9, 2),
         ('2026-04-01', 'partner-b', 3, 1), ('2026-04-02', 'partner-a', 1, NULL)`,
      );
      await insertMessages(source.db, [cleanForm(CONTACT_FORM, contactBody())]);
      const file = path.join(dir, `later-${backend}.ndjson`);
      expect(await run(source.db, ["backup", file], path.join(dir, "none"))).toMatch(
        /^Backed up z_campaigns 2, a_seen 3, /,
      );
      await run(target.db, ["restore", file]);
      expect(await everything(target.db)).toEqual(await everything(source.db));
      expect((await everything(target.db)).a_seen).toHaveLength(3);

      // A server without that migration refuses it (it would lose the table) and restores nothing.
      await expect(run(older.db, ["restore", file])).rejects.toThrow(/newer version \(migrations 900/);
      expect(await older.db.query(`SELECT id FROM messages`)).toEqual([]);
    } finally {
      await source.drop();
      await target.drop();
      await older.drop();
    }
  });
});

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
        write = insertMessages(db, [
          cleanForm(CONTACT_FORM, contactBody({ message: "sent during the backup" })),
        ]);
        if (db.dialect === "postgres") await write;
      }
      return rows;
    };
  const watched: Database = {
    dialect: db.dialect,
    query: watch(db.query.bind(db)),
    transaction: (work, options) =>
      db.transaction((tx) => work({ query: watch(tx.query.bind(tx)), exec: tx.exec.bind(tx) }), options),
    close: () => db.close(),
  };
  return { db: watched, written: () => write ?? Promise.resolve() };
}

/** The lines of a backup file, parsed. */
const linesOf = (file: string): unknown[] =>
  readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as unknown);

describe.each(BACKENDS)("a backup on %s", (backend) => {
  it("is one consistent snapshot: a message sent while it runs is not half in it", async () => {
    const source = await openTestDatabase(backend);
    try {
      await insertMessages(source.db, [
        cleanForm(CONTACT_FORM, contactBody({ message: "before the backup" })),
      ]);
      const { db, written } = withWriteDuringBackup(source.db);
      const file = path.join(dir, `snapshot-${backend}.ndjson`);
      expect(await run(db, ["backup", file])).toMatch(/ messages 1,/);
      await written();
      expect(await listMessages(source.db)).toHaveLength(2);
      const text = readFileSync(file, "utf8");
      expect(text).toContain("before the backup");
      expect(text).not.toContain("sent during the backup");
    } finally {
      await source.drop();
    }
  });

  it("that fails leaves the last good file as it was, and no partial file", async () => {
    const source = await openTestDatabase(backend);
    const resumeDir = path.join(dir, `failing-${backend}`);
    try {
      const store = new ResumeStore(source.db, resumeDir, NO_QUOTA);
      const saved = await store.save(Readable.from([pdfBytes(2000)]), "192.0.2.1");
      if (!saved.ok) throw new Error("the resume was refused");
      const file = path.join(dir, `failing-${backend}.ndjson`);
      await backup(source.db, file, { resumeDir: store.dir });
      const good = readFileSync(file);
      // A resume whose bytes no longer match their checksum: the backup stops rather than copy them.
      if (backend === "SQLite") writeFileSync(path.join(resumeDir, saved.id), pdfBytes(2001));
      else await source.db.query(`UPDATE resumes SET content = $1`, [pdfBytes(2001)]);
      await expect(backup(source.db, file, { resumeDir: store.dir })).rejects.toThrow(/2001 bytes|checksum/);
      expect(readFileSync(file).equals(good)).toBe(true);
      expect(existsSync(`${file}.partial`)).toBe(false);
    } finally {
      await source.drop();
    }
  });
});

describe("a file that is not a whole backup", () => {
  let source: TestDatabase;
  let file: string;
  const resumeDir = () => path.join(dir, "damaged-source-resumes");
  beforeAll(async () => {
    source = await openTestDatabase("SQLite");
    await fill(source, "SQLite", resumeDir());
    file = path.join(dir, "whole.ndjson");
    await backup(source.db, file, { resumeDir: resumeDir() });
  });
  afterAll(() => source.drop());

  /** Restores `text` as a file into a fresh SQLite database: what it says, and what was left behind. */
  async function restoreText(name: string, text: string | Buffer) {
    const damaged = path.join(dir, name);
    writeFileSync(damaged, text);
    const target = await openTestDatabase("SQLite");
    const targetResumes = path.join(dir, `${name}-resumes`);
    try {
      const error = await restore(target.db, damaged, { resumeDir: targetResumes }).then(
        () => undefined,
        (reason: unknown) => reason as Error,
      );
      const left = await everything(target.db);
      return {
        error: error?.message,
        rows: Object.values(left).flat().length,
        files: existsSync(targetResumes) ? readdirSync(targetResumes).length : 0,
      };
    } finally {
      await target.drop();
    }
  }

  it("restores nothing when it is cut short, whether at a line's end or within a line", async () => {
    const lines = readFileSync(file, "utf8").split("\n");
    const cut = lines.slice(0, -2).join("\n");
    expect(await restoreText("cut-at-line.ndjson", `${cut}\n`)).toEqual({
      error: expect.stringMatching(/incomplete/),
      rows: 0,
      files: 0,
    });
    const chunkLine = lines.findIndex((line) => line.startsWith('{"chunk"'));
    const withinChunk = `${lines.slice(0, chunkLine).join("\n")}\n${lines[chunkLine]?.slice(0, 100)}`;
    expect(await restoreText("cut-in-line.ndjson", withinChunk)).toEqual({
      error: expect.stringMatching(/middle of a line/),
      rows: 0,
      files: 0,
    });
  });

  it("restores nothing when a resume's bytes were changed, naming the line", async () => {
    const lines = linesOf(file);
    const index = lines.findIndex((line) => typeof (line as { chunk?: string }).chunk === "string");
    const record = lines[index] as { check: string; chunk: string };
    const chunk = Buffer.from(record.chunk, "base64");
    chunk.writeUInt8(chunk.readUInt8(chunk.length - 1) ^ 0xff, chunk.length - 1);
    lines[index] = { ...record, chunk: chunk.toString("base64") };
    expect(
      await restoreText("changed.ndjson", lines.map((line) => JSON.stringify(line)).join("\n") + "\n"),
    ).toEqual({
      error: expect.stringContaining(`line ${index + 1}: does not match its checksum`),
      rows: 0,
      files: 0,
    });
  });

  it("restores nothing when one letter of a stored e-mail address was changed, naming its line", async () => {
    const text = readFileSync(file, "utf8");
    const at = text.indexOf("fan@example.org");
    expect(at).toBeGreaterThan(-1);
    const line = text.slice(0, at).split("\n").length;
    const damaged = `${text.slice(0, at)}fam${text.slice(at + 3)}`;
    expect(await restoreText("changed-email.ndjson", damaged)).toEqual({
      error: expect.stringContaining(`line ${line}: does not match its checksum`),
      rows: 0,
      files: 0,
    });
    // The first line too (its tables and migrations).
    const header = text.replace('"tables":["', '"tables":["x');
    expect((await restoreText("changed-header.ndjson", header)).error).toContain(
      "line 1: does not match its checksum",
    );
  });

  it("still restores a backup of the earlier format (version 3: no line checks, rows as arrays)", async () => {
    const older = linesOf(file).map((line, index) => {
      const { check: _check, ...rest } = line as Record<string, unknown>;
      if (index === 0) return { ...rest, version: 3 };
      return Array.isArray(rest.row) ? rest.row : rest;
    });
    const result = await restoreText(
      "version-3.ndjson",
      older.map((line) => JSON.stringify(line)).join("\n") + "\n",
    );
    expect(result).toEqual({ error: undefined, rows: expect.any(Number), files: RESUME_SIZES.length });
    expect(result.rows).toBe(Object.values(await everything(source.db)).flat().length);
  });

  it("refuses a file of another kind, such as the single JSON file of earlier versions", async () => {
    const old = JSON.stringify({ format: "sae-zhcet-forms-backup", version: 2, messages: [] });
    expect(await restoreText("old.json", old)).toEqual({
      error: expect.stringMatching(/is not a backup made by `npm run submissions -- backup` of this version/),
      rows: 0,
      files: 0,
    });
    expect((await restoreText("empty.ndjson", "")).error).toMatch(/is not a backup/);
    expect((await restoreText("binary.ndjson", randomBytes(4096))).error).toMatch(/is not a backup/);
  });

  it("restores whole when nothing is missing (the same file the cases above damage)", async () => {
    const result = await restoreText("whole-copy.ndjson", readFileSync(file));
    expect(result).toEqual({ error: undefined, rows: expect.any(Number), files: RESUME_SIZES.length });
    expect(result.rows).toBe(Object.values(await everything(source.db)).flat().length);
  });
});

it("backs up an upload's row only with its bytes: one deleted meanwhile is left out, not half in", async () => {
  const source = await openTestDatabase("SQLite");
  const resumeDir = path.join(dir, "gone-resumes");
  try {
    const store = new ResumeStore(source.db, resumeDir, NO_QUOTA);
    const kept = await store.save(Readable.from([pdfBytes(1000)]), "192.0.2.1");
    const gone = await store.save(Readable.from([pdfBytes(1000)]), "192.0.2.2");
    if (!kept.ok || !gone.ok) throw new Error("an upload was refused");
    // Its file went (an erasure, the sweep) after the snapshot began.
    rmSync(path.join(resumeDir, gone.id));
    const file = path.join(dir, "gone.ndjson");
    const counts = await backup(source.db, file, { resumeDir });
    expect(counts).toMatchObject({ resumes: 1, bytes: 1000 });
    expect(counts.rows.resumes).toBe(1);
    const target = await openTestDatabase("SQLite");
    try {
      await restore(target.db, file);
      expect(await target.db.query(`SELECT CAST(id AS text) AS id FROM resumes`)).toEqual([{ id: kept.id }]);
    } finally {
      await target.drop();
    }
  } finally {
    await source.drop();
  }
});

// Without PostgreSQL (SKIP_POSTGRES=1) there is no other engine to restore into.
(BACKENDS.includes("PostgreSQL") ? describe : describe.skip)("SQLite to PostgreSQL", () => {
  it("refuses, before anything is kept, rows this database's unique index refuses, naming each row refused and its value", async () => {
    const source = await openTestDatabase("SQLite");
    const target = await openTestDatabase("PostgreSQL");
    const file = path.join(dir, "twins.ndjson");
    try {
      for (const email of ["anne@example.org", "bert@example.org", "ok@example.org"])
        await source.db.query(`INSERT INTO subscribers (email, email_key) VALUES ($1, $1)`, [email]);
      await insertMessages(source.db, [cleanForm(CONTACT_FORM, contactBody())]);
      await backup(source.db, file);
      // A file the other engine's unique index refuses: bert's key made anne's, the line signed again
      // (each line's check is the SHA-256 of the rest of it), so only the index can refuse it.
      const lines = readFileSync(file, "utf8").split("\n");
      const bert = lines.findIndex((line) => line.includes('"bert@example.org"'));
      const { check: _check, ...rest } = JSON.parse(lines[bert]!) as Record<string, unknown>;
      const text = JSON.stringify(rest).replaceAll('"bert@example.org"', '"anne@example.org"');
      lines[bert] = `{"check":"${createHash("sha256").update(text).digest("hex")}",${text.slice(1)}`;
      writeFileSync(file, lines.join("\n"));
      const error = await restore(target.db, file).then(
        () => undefined,
        (reason: unknown) => reason as Error,
      );
      expect(error?.message).toMatch(/1 rows conflict with rows restored before them/);
      expect(error?.message).toContain(`line ${bert + 1} (subscribers id 2)`);
      expect(error?.message).toContain("anne@example.org");
      expect(Object.values(await everything(target.db)).flat()).toEqual([]);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
