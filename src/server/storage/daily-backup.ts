// The server's daily backup (`backup`'s format) to DATA_DIR/backups/forms-YYYY-MM-DD.ndjson, kept
// BACKUP_DAYS days (0: none).

import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";

import { backup } from "./backup";
import { SqliteDatabase, type Database } from "./db";
import { addDays } from "../visit-counts/report";
import { dayOf } from "../visit-counts/traffic-store";

export const DEFAULT_BACKUP_DAYS = 14;
/** How often the server looks whether today's backup is made. */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** A day's backup (and those of earlier versions, .json, pruned alike). */
const NAME = /^forms-(\d{4}-\d{2}-\d{2})\.(?:ndjson|json)$/;
/** What a backup stopped midway (a stop, a crash, a full disk) leaves: never complete, always deleted. */
const PARTIAL = /^forms-.*\.partial$/;

export const backupDirOf = (dataDir: string): string => path.join(dataDir, "backups");

export interface DailyBackupOptions {
  db: Database;
  dir: string;
  resumeDir?: string;
  keepDays: number;
  signal?: AbortSignal;
}

/** Deletes stale partial files, makes today's backup unless made, prunes past `keepDays`; the file made. */
export async function backUpToday({
  db,
  dir,
  resumeDir,
  keepDays,
  signal,
}: DailyBackupOptions): Promise<string | undefined> {
  if (keepDays <= 0) return undefined;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const today = dayOf(new Date());
  const names = await readdir(dir);
  for (const name of names.filter((name) => PARTIAL.test(name)))
    await rm(path.join(dir, name), { force: true });
  let made: string | undefined;
  const file = path.join(dir, `forms-${today}.ndjson`);
  if (!names.includes(path.basename(file))) {
    // SQLite: a second connection reads the snapshot, so the server's writes never wait for it.
    const source = db instanceof SqliteDatabase ? SqliteDatabase.open(db.file) : db;
    try {
      await backup(source, file, { resumeDir, signal });
    } finally {
      if (source !== db) await source.close();
    }
    made = file;
  }
  const oldest = addDays(today, 1 - keepDays);
  for (const name of names) {
    const day = NAME.exec(name)?.[1];
    if (day !== undefined && day < oldest) await rm(path.join(dir, name), { force: true });
  }
  return made;
}

/** Backs up now and every hour that finds none of the day; stop() abandons one under way. */
export function scheduleDailyBackups(
  options: Omit<DailyBackupOptions, "signal"> & {
    onError: (error: unknown) => void;
    onMade: (file: string) => void;
  },
): { stop(): Promise<void> } {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const check = (): void => {
    running ??= backUpToday({ ...options, signal: stopping.signal })
      .then(
        (file) => {
          if (file !== undefined) options.onMade(file);
        },
        (error: unknown) => {
          if (!stopping.signal.aborted) options.onError(error);
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  check();
  const timer = setInterval(check, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
