// With the bytes in the database (PostgreSQL), an upload waits as a file in the spool folder while it
// arrives, then goes into its row: the row holds exactly the bytes sent, the file is gone once the upload
// is stored or refused, a failure to store it is the server's (StorageFailure) and leaves nothing behind,
// and a file a killed server left is deleted by the sweep.

import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { ResumeStore, StorageFailure, resumeContent } from "../../../src/server/forms/resumes";
import type { Database } from "../../../src/server/storage/db";
import { NO_QUOTA, openTestDatabase, pdfBytes, type TestDatabase } from "../helpers";

const suite = process.env.SKIP_POSTGRES === "1" ? describe.skip : describe;

suite("uploads spooled on their way into PostgreSQL", () => {
  let testDb: TestDatabase;
  let spoolDir: string;

  beforeAll(async () => {
    testDb = await openTestDatabase("PostgreSQL");
  });
  afterAll(() => testDb.drop());
  beforeEach(() => {
    spoolDir = mkdtempSync(path.join(os.tmpdir(), "resume-spool-"));
  });
  afterEach(() => rmSync(spoolDir, { recursive: true, force: true }));

  it("stores exactly the bytes sent, in pieces, and leaves no file", async () => {
    const store = new ResumeStore(testDb.db, spoolDir, NO_QUOTA);
    // Over one 256 KiB piece, and not a whole number of them.
    const content = Buffer.concat([pdfBytes(16), randomBytes(3 * 256 * 1024 + 1234)]);
    const pieces = Array.from({ length: Math.ceil(content.length / 10_000) }, (_, i) =>
      content.subarray(i * 10_000, (i + 1) * 10_000),
    );
    const saved = await store.save(Readable.from(pieces), "192.0.2.10");
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(readdirSync(spoolDir)).toEqual([]);
    expect((await resumeContent(testDb.db, saved.id))?.equals(content)).toBe(true);
  });

  it("answers a database failure as the server's and removes the file", async () => {
    const failing: Database = Object.assign(Object.create(testDb.db) as Database, {
      transaction: () => Promise.reject(new Error("the database went away")),
    });
    const store = new ResumeStore(failing, spoolDir, NO_QUOTA);
    await expect(store.save(Readable.from([pdfBytes(4096)]), "192.0.2.11")).rejects.toThrow(StorageFailure);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it("deletes a file a killed server left, once it is old, at the sweep", async () => {
    const store = new ResumeStore(testDb.db, spoolDir, NO_QUOTA);
    const left = path.join(spoolDir, "00000000-0000-4000-8000-000000000000");
    const recent = path.join(spoolDir, "00000000-0000-4000-8000-000000000001");
    writeFileSync(left, pdfBytes());
    writeFileSync(recent, pdfBytes());
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(left, hourAgo, hourAgo);
    await store.sweep();
    expect(readdirSync(spoolDir)).toEqual([path.basename(recent)]);
  });
});
