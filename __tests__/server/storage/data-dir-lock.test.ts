// The two locks the officers' CLI holds in one DATA_DIR (its own `.cli.lock` and the server's `.lock`)
// are separate: releasing one leaves the other held and refreshed, so a command outlasting a refresh
// interval does not lose (or crash on) the lock it still holds.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import lockfile from "proper-lockfile";

import { STALE_MS, lockDataDir } from "../../../src/server/storage/lock";

jest.setTimeout(60_000);

test("releasing the server's lock keeps the CLI's own lock held through its refreshes", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "data-dir-lock-"));
  const lost: Error[] = [];
  const onLost = (error: Error) => lost.push(error);
  try {
    const cli = await lockDataDir(dir, { file: ".cli.lock", onLost });
    const server = await lockDataDir(dir, { onLost });
    await server.release();
    // Past two refreshes of the CLI's lock (each every STALE_MS / 4).
    await sleep(STALE_MS * 0.6);
    const cliLock = path.join(dir, ".cli.lock");
    expect(lost).toEqual([]);
    expect(await lockfile.check(cliLock, { lockfilePath: cliLock, realpath: false, stale: STALE_MS })).toBe(
      true,
    );
    await cli.release();
    expect(await lockfile.check(cliLock, { lockfilePath: cliLock, realpath: false, stale: STALE_MS })).toBe(
      false,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
