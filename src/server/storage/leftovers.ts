// What a killed CLI leaves behind (kill -9, a closed terminal): a backup's FILE.partial in DATA_DIR/backups,
// or resume files no row names (a restore rolled back, an erase killed between its rows and its files).
// The next CLI run on SQLite deletes them before its command, when nothing else is at work in DATA_DIR:
// no server (DATA_DIR/.lock: its daily backup or an upload may be under way; the server deletes its own
// leftovers at its daily backup and its sweep) and no other CLI run (DATA_DIR/.cli.lock, held by the run
// that tidied for as long as it runs, so a restore under way is never taken for leftovers).

import { readdir, rm } from "node:fs/promises";
import path from "node:path";

import type { Queryable } from "./db";
import { backupDirOf } from "./daily-backup";
import { lockDataDir } from "./lock";
import { deleteOrphanFiles } from "../forms/resumes";
import { resumeDirOf } from "./open-database";

export interface Leftovers {
  partialBackups: number;
  orphanResumes: number;
}

export interface CliRun {
  /** What was deleted; undefined when a server or another CLI run was at work, so nothing was touched. */
  leftovers?: Leftovers;
  release(): Promise<void>;
}

const NOTHING_HELD: CliRun = { release: async () => undefined };

/** Starts a CLI run in `dataDir`: takes the CLI's lock if it is free, then deletes a killed run's leftovers. */
export async function startCliRun(db: Queryable, dataDir: string): Promise<CliRun> {
  // Losing it only means another run may tidy: nothing to stop for.
  const cli = await lockDataDir(dataDir, { file: ".cli.lock", onLost: () => undefined }).catch(
    () => undefined,
  );
  if (!cli) return NOTHING_HELD;
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
