/** @jest-environment node */
// The server's own daily backups: one a day, private, restorable, the old ones deleted, off with 0 days.

import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { restore } from "../../src/server/backup";
import { backUpToday } from "../../src/server/daily-backup";
import { insertMessages, listMessages } from "../../src/server/store";
import { contactPayload } from "../fixtures/payloads";
import { BACKENDS, openTestDatabase } from "./helpers";

jest.setTimeout(60_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "daily-backup-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const message = contactPayload({
  name: "A",
  subject: "",
  email: "a@example.org",
  phone: "1",
  message: "kept daily",
});
const day = (iso: string) => () => new Date(`${iso}T12:00:00Z`);

describe.each(BACKENDS)("daily backups on %s", (backend) => {
  it("writes one private backup a day that restores, and deletes those past the days kept", async () => {
    const source = await openTestDatabase(backend);
    const target = await openTestDatabase(backend);
    try {
      await insertMessages(source.db, [message]);
      const backups = path.join(dir, "backups");
      // One left from long ago, and something that is not a backup.
      const options = { db: source.db, dir: backups, keepDays: 3 };
      await backUpToday({ ...options, now: day("2026-01-01") });
      writeFileSync(path.join(backups, "notes.txt"), "mine");

      const made = await backUpToday({ ...options, now: day("2026-01-03") });
      expect(made).toBe(path.join(backups, "forms-2026-01-03.json"));
      expect(await backUpToday({ ...options, now: day("2026-01-03") })).toBeUndefined();
      expect(statSync(backups).mode & 0o777).toBe(0o700);
      expect(statSync(made!).mode & 0o777).toBe(0o600);
      expect(readdirSync(backups).sort()).toEqual([
        "forms-2026-01-01.json",
        "forms-2026-01-03.json",
        "notes.txt",
      ]);

      await backUpToday({ ...options, now: day("2026-01-04") });
      expect(readdirSync(backups).sort()).toEqual([
        "forms-2026-01-03.json",
        "forms-2026-01-04.json",
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
