// PGlite's files are one process's at a time: the server's, or, when no server runs, the CLI's. The
// owner writes DATA_DIR/owner.json; a file left by a process that has died is taken over.

import { open, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";

export type Role = "server" | "cli";

interface Owner {
  pid: number;
  role: Role;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly owner: Owner,
    file: string,
  ) {
    super(
      `DATA_DIR is in use by the ${owner.role === "server" ? "server" : "CLI"} (process ${owner.pid}). ` +
        `If that process is not one of ours, delete ${file}.`,
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The live owner of the lock file, or undefined when the file is stale (or gone). */
async function liveOwner(file: string): Promise<Owner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, "utf8")) as Owner;
    return isAlive(owner.pid) ? owner : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    // Unreadable: an owner that died while writing it, unless it is being written right now.
    const age =
      Date.now() -
      (await stat(file).then(
        (s) => s.mtimeMs,
        () => 0,
      ));
    return age < 5_000 ? { pid: 0, role: "server" } : undefined;
  }
}

export async function lockDataDir(dataDir: string, role: Role): Promise<DataDirLock> {
  const file = path.join(dataDir, "owner.json");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, "wx", 0o600);
      await handle.writeFile(JSON.stringify({ pid: process.pid, role }));
      await handle.close();
      return {
        async release() {
          const owner = await liveOwner(file);
          if (owner?.pid === process.pid) await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = await liveOwner(file);
      if (owner) throw new DataDirBusyError(owner, file);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not take ${file}`);
}
