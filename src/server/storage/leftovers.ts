// What a killed CLI leaves (a backup's .partial file, resume files no row names) is deleted by the next
// CLI run on SQLite, when neither a server (DATA_DIR/.lock) nor another run (DATA_DIR/.cli.lock) is at work.

import { readdir, rm } from "node:fs/promises";
import path from "node:path";

import type { Queryable } from "./db";
import { backupDirOf } from "./daily-backup";
import { lockDataDir } from "./lock";
import { deleteOrphanFiles } from "../forms/resumes";
import { resumeDirOf } from "./open-database";

export interface CliRun {
  /** What was deleted; undefined when a server or another CLI run was at work, so nothing was touched. */
  leftovers?: { partialBackups: number; orphanResumes: number };
  release(): Promise<void>;
}

/** Starts a CLI run in `dataDir`: takes the CLI's lock if it is free, then deletes a killed run's leftovers. */
export async function startCliRun(db: Queryable, dataDir: string): Promise<CliRun> {
  // Losing it only means another run may tidy: nothing to stop for.
  const cli = await lockDataDir(dataDir, { file: ".cli.lock", onLost: () => undefined }).catch(
    () => undefined,
  );
  if (!cli) return { release: async () => undefined };
  const { release } = cli;
  // Held only while it tidies: should its refresh fail (the folder went), the command goes on.
  const server = await lockDataDir(dataDir, { onLost: () => undefined }).catch(() => undefined);
  if (!server) return { release };
  try {
    const dir = backupDirOf(dataDir);
    const partial = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
      name.endsWith(".partial"),
    );
    for (const name of partial) await rm(path.join(dir, name), { force: true });
    const orphanResumes = await deleteOrphanFiles(db, resumeDirOf(dataDir), 0);
    return { leftovers: { partialBackups: partial.length, orphanResumes }, release };
  } catch (error) {
    await release();
    throw error;
  } finally {
    await server.release();
  }
}
