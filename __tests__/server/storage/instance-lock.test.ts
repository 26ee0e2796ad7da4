// One server per PostgreSQL database, and one per DATA_DIR whichever the engine: a second is refused with
// a line naming the first, and a server killed outright (kill -9) lets the next one start.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { DataDirBusyError, DatabaseBusyError, lockDatabase } from "../../../src/server/storage/lock";
import { openServerDatabase, type OpenDatabase } from "../../../src/server/storage/open-database";

const base = process.env.TEST_DATABASE_URL;
const suite = process.env.SKIP_POSTGRES === "1" ? describe.skip : describe;
const ROOT = path.resolve(__dirname, "../../..");

jest.setTimeout(60_000);

suite("one server per PostgreSQL database", () => {
  const schemas: string[] = [];
  const dirs: string[] = [];
  const opened: OpenDatabase[] = [];

  /** A fresh schema's DATABASE_URL (a database of its own, as far as the server can tell). */
  async function database(): Promise<string> {
    if (!base) throw new Error("TEST_DATABASE_URL is not set: run through scripts/with-postgres.sh");
    const schema = `lock_${process.pid}_${schemas.length}_${Date.now()}`;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    schemas.push(schema);
    const url = new URL(base);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return url.toString();
  }
  const dataDir = (): string => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "instance-lock-"));
    dirs.push(dir);
    return dir;
  };
  const open = async (where: { dataDir: string; databaseUrl: string }, lockWaitMs = 0) => {
    const server = await openServerDatabase(where, { lockWaitMs });
    opened.push(server);
    return server;
  };

  afterEach(async () => {
    for (const server of opened.splice(0)) await server.close();
  });
  afterAll(async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a second server on the same database, naming the first, and takes it once that one stops", async () => {
    const databaseUrl = await database();
    const first = await open({ dataDir: dataDir(), databaseUrl });
    const second = open({ dataDir: dataDir(), databaseUrl });
    await expect(second).rejects.toThrow(DatabaseBusyError);
    await expect(second).rejects.toThrow(
      new RegExp(
        `^Another server is using this database \\(DATABASE_URL\\): "sae-forms server ${os.hostname()} pid ${process.pid}" from 127\\.0\\.0\\.1\\. Only one server may run per database`,
      ),
    );
    // Another database on the same PostgreSQL server is another site's: not refused.
    await open({ dataDir: dataDir(), databaseUrl: await database() });
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    await open({ dataDir: dataDir(), databaseUrl });
  });

  it("refuses a second server on the same DATA_DIR, even on another database", async () => {
    const dir = dataDir();
    await open({ dataDir: dir, databaseUrl: await database() });
    await expect(open({ dataDir: dir, databaseUrl: await database() })).rejects.toThrow(DataDirBusyError);
  });

  it("starts once a server killed with SIGKILL is gone", async () => {
    const databaseUrl = await database();
    const dir = dataDir();
    const script =
      `const { openServerDatabase } = require("./src/server/storage/open-database");` +
      `openServerDatabase(${JSON.stringify({ dataDir: dir, databaseUrl })}).then(() => console.log("locked"));`;
    const child = spawn(process.execPath, ["--import", "tsx", "-e", script], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
        child.once("exit", (code) => reject(new Error(`exited (${code}) before taking the locks`)));
      });
      await expect(open({ dataDir: dataDir(), databaseUrl })).rejects.toThrow(DatabaseBusyError);
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
    // As a restart does: waits for the killed server's locks (DATA_DIR's goes stale after 10 s).
    await open({ dataDir: dir, databaseUrl }, 20_000);
  });

  it("takes its lock again when its connection is cut (PostgreSQL restarted), so a second is still refused", async () => {
    const databaseUrl = await database();
    // Losing the lock would stop the process.
    const exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const lock = await lockDatabase({ connectionString: databaseUrl });
    try {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const holders = async (): Promise<number[]> =>
        (
          await admin.query<{ pid: number }>(
            `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
             AND objid = hashtext(current_schema())::oid`,
          )
        ).rows.map((row) => row.pid);
      const [first] = await holders();
      expect(first).toBeDefined();
      await admin.query("SELECT pg_terminate_backend($1)", [first]);
      // Polled, not timed: the lock comes back on a new connection.
      for (let tries = 0; tries < 200; tries++) {
        const now = await holders();
        if (now.length === 1 && now[0] !== first) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await holders()).filter((pid) => pid !== first)).toHaveLength(1);
      await admin.end();
      await expect(open({ dataDir: dataDir(), databaseUrl })).rejects.toThrow(DatabaseBusyError);
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      await lock.release();
    }
  });
});
