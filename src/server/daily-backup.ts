// The server's own backups: once a day, everything visitors sent (the format of `npm run submissions --
// backup`, which `restore` reads) goes to DATA_DIR/backups/forms-YYYY-MM-DD.json, private to the server's
// user; backups older than BACKUP_DAYS days are deleted. BACKUP_DAYS=0 turns it off.

import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";

import { backup } from "./backup";
import { SqliteDatabase, type Database } from "./db";

export const DEFAULT_BACKUP_DAYS = 14;
/** How often the server looks whether today's backup is made. */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;
const NAME = /^forms-(\d{4}-\d{2}-\d{2})\.json$/;

export const backupDirOf = (dataDir: string): string => path.join(dataDir, "backups");

export interface DailyBackupOptions {
  db: Database;
  /** Where the backups go: DATA_DIR/backups. */
  dir: string;
  resumeDir?: string;
  /** Backups kept, in days; 0: none made. */
  keepDays: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Makes today's backup unless it exists, then deletes those past `keepDays`; the file made, if any. */
export async function backUpToday({
  db,
  dir,
  resumeDir,
  keepDays,
  now = () => new Date(),
}: DailyBackupOptions): Promise<string | undefined> {
  if (keepDays <= 0) return undefined;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const today = now().toISOString().slice(0, 10);
  const names = await readdir(dir);
  let made: string | undefined;
  if (!names.includes(`forms-${today}.json`)) {
    const file = path.join(dir, `forms-${today}.json`);
    const partial = `${file}.partial`;
    // SQLite: a second connection reads the snapshot, so the server's writes never wait for it.
    const source = db instanceof SqliteDatabase ? SqliteDatabase.open(db.file) : db;
    try {
      await backup(source, partial, resumeDir);
    } finally {
      if (source !== db) await source.close();
    }
    await rename(partial, file);
    made = file;
  }
  const oldest = new Date(`${today}T00:00:00Z`).getTime() - (keepDays - 1) * 24 * 60 * 60 * 1000;
  for (const name of names) {
    const day = NAME.exec(name)?.[1];
    if (day !== undefined && new Date(`${day}T00:00:00Z`).getTime() < oldest)
      await rm(path.join(dir, name), { force: true });
  }
  return made;
}

/** Backs up now and then every hour that finds no backup of the day; stop() ends it. */
export function scheduleDailyBackups(
  options: DailyBackupOptions & { onError: (error: unknown) => void; onMade: (file: string) => void },
): { stop(): void } {
  let running: Promise<void> | undefined;
  const check = (): void => {
    running ??= backUpToday(options)
      .then((file) => {
        if (file !== undefined) options.onMade(file);
      }, options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  check();
  const timer = setInterval(check, CHECK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
