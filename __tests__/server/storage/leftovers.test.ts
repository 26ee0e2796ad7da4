/** @jest-environment node */
// A killed CLI's partial backup and orphan resume files are deleted by the next CLI run, unless a server or
// another CLI run is at work in DATA_DIR.

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { ResumeStore } from "../../../src/server/forms/resumes";
import { startCliRun } from "../../../src/server/storage/leftovers";
import { lockDataDir } from "../../../src/server/storage/lock";
import {
  openCliDatabase,
  openServerDatabase,
  resumeDirOf,
  type OpenDatabase,
} from "../../../src/server/storage/open-database";
import { pdfBytes } from "../helpers";

jest.setTimeout(60_000);

describe("a killed CLI run's leftovers", () => {
  let dataDir: string;
  let opened: OpenDatabase;
  let partial: string;
  let orphan: string;
  let kept: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "leftovers-"));
    await (await openServerDatabase({ dataDir })).close();
    opened = await openCliDatabase({ dataDir });
    const saved = await new ResumeStore(opened.db, resumeDirOf(dataDir)).save(
      Readable.from([pdfBytes()]),
      "192.0.2.1",
    );
    if (!saved.ok) throw new Error("the resume was refused");
    kept = path.join(resumeDirOf(dataDir), saved.id);
    orphan = path.join(resumeDirOf(dataDir), crypto.randomUUID());
    writeFileSync(orphan, pdfBytes());
    mkdirSync(path.join(dataDir, "backups"), { recursive: true });
    partial = path.join(dataDir, "backups", "forms-2026-11-30.ndjson.partial");
    writeFileSync(partial, "{}\n");
  });

  afterEach(async () => {
    await opened?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const left = () => [existsSync(partial), existsSync(orphan), existsSync(kept)];

  /** A CLI run started while `holder` holds a lock: it touches nothing. */
  async function expectUntouchedWhile(holder: { release(): Promise<void> }): Promise<void> {
    try {
      const run = await startCliRun(opened.db, dataDir);
      await run.release();
      expect(run.leftovers).toBeUndefined();
      expect(left()).toEqual([true, true, true]);
    } finally {
      await holder.release();
    }
  }

  it("go at the next CLI run, and a stored resume's file stays", async () => {
    const run = await startCliRun(opened.db, dataDir);
    await run.release();
    expect(run.leftovers).toEqual({ partialBackups: 1, orphanResumes: 1 });
    expect(left()).toEqual([false, false, true]);
  });

  it("stay while a server holds DATA_DIR", async () => {
    await expectUntouchedWhile(await lockDataDir(dataDir, { onLost: () => undefined }));
  });

  it("stay while another CLI run is at work (its restore may be writing them)", async () => {
    const other = await startCliRun(opened.db, dataDir);
    writeFileSync(orphan, pdfBytes());
    writeFileSync(partial, "{}\n");
    await expectUntouchedWhile(other);
  });
});
