/** @jest-environment node */
// The server's own daily backups: one a day, private, restorable, the old ones deleted, off with 0 days;
// what a stopped backup leaves (a .partial file) is deleted, and stopping the schedule leaves none.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { restore } from "../../../src/server/storage/backup";
import type { Database } from "../../../src/server/storage/db";
import { backUpToday, scheduleDailyBackups } from "../../../src/server/storage/daily-backup";
import { insertMessages, listMessages } from "../../../src/server/forms/store";
import { contactPayload } from "../../fixtures/payloads";
import { BACKENDS, fakeClock, openTestDatabase } from "../helpers";

jest.setTimeout(60_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "daily-backup-test-"));
});
afterEach(() => {
  jest.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

const message = contactPayload({
  name: "A",
  subject: "",
  email: "a@example.org",
  phone: "1",
  message: "kept daily",
});
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe.each(BACKENDS)("daily backups on %s", (backend) => {
  it("writes one private backup a day that restores, and deletes those past the days kept", async () => {
    const source = await openTestDatabase(backend);
    const target = await openTestDatabase(backend);
    try {
      await insertMessages(source.db, [message]);
      const backups = path.join(dir, "backups");
      // One left from long ago, and something that is not a backup.
      const options = { db: source.db, dir: backups, keepDays: 3 };
      fakeClock(day("2026-01-01"));
      await backUpToday(options);
      writeFileSync(path.join(backups, "notes.txt"), "mine");
      // What a backup stopped midway leaves, today's and an older day's.
      writeFileSync(path.join(backups, "forms-2026-01-03.ndjson.partial"), "{");
      writeFileSync(path.join(backups, "forms-2025-12-01.json.partial"), "{");

      jest.setSystemTime(day("2026-01-03"));
      const made = await backUpToday(options);
      expect(made).toBe(path.join(backups, "forms-2026-01-03.ndjson"));
      expect(await backUpToday(options)).toBeUndefined();
      expect(statSync(backups).mode & 0o777).toBe(0o700);
      expect(statSync(made!).mode & 0o777).toBe(0o600);
      expect(readdirSync(backups).sort()).toEqual([
        "forms-2026-01-01.ndjson",
        "forms-2026-01-03.ndjson",
        "notes.txt",
      ]);

      jest.setSystemTime(day("2026-01-04"));
      await backUpToday(options);
      expect(readdirSync(backups).sort()).toEqual([
        "forms-2026-01-03.ndjson",
        "forms-2026-01-04.ndjson",
        "notes.txt",
      ]);

      await restore(target.db, made!);
      expect((await listMessages(target.db)).map((row) => row.message)).toEqual(["kept daily"]);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});

it("makes none with 0 days kept (BACKUP_DAYS=0)", async () => {
  const source = await openTestDatabase("SQLite");
  try {
    const backups = path.join(dir, "off");
    expect(await backUpToday({ db: source.db, dir: backups, keepDays: 0 })).toBeUndefined();
    expect(() => readdirSync(backups)).toThrow();
  } finally {
    await source.drop();
  }
});

it("stopped while a backup is under way, leaves no file of it, partial or whole", async () => {
  const source = await openTestDatabase("SQLite");
  try {
    // Enough rows that the backup reads several pages, each a query the stop can come between.
    for (let i = 0; i < 6; i++)
      await insertMessages(
        source.db,
        Array.from({ length: 500 }, () => message),
      );
    const backups = path.join(dir, "stopped");
    mkdirSync(backups);
    let queries = 0;
    let reached: () => void = () => undefined;
    const third = new Promise<void>((resolve) => (reached = resolve));
    // The schedule's first backup is stopped once it has run its third query.
    const watched: Database = {
      ...source.db,
      dialect: source.db.dialect,
      query: source.db.query.bind(source.db),
      close: source.db.close.bind(source.db),
      transaction: (work, options) =>
        source.db.transaction(
          (tx) =>
            work({
              exec: tx.exec.bind(tx),
              query: async (sql, params) => {
                queries += 1;
                if (queries === 3) reached();
                return tx.query(sql, params);
              },
            }),
          options,
        ),
    };
    const errors: unknown[] = [];
    const made: string[] = [];
    const schedule = scheduleDailyBackups({
      db: watched,
      dir: backups,
      keepDays: 3,
      onError: (error) => errors.push(error),
      onMade: (file) => made.push(file),
    });
    await third;
    await schedule.stop();
    expect(queries).toBeGreaterThanOrEqual(3);
    expect(made).toEqual([]);
    // Stopping is not a failure to report.
    expect(errors).toEqual([]);
    expect(readdirSync(backups)).toEqual([]);
    expect(existsSync(backups)).toBe(true);
  } finally {
    await source.drop();
  }
});
