/** @jest-environment node */
// The service started as an operator starts it: `npm run serve` (docs/operations.md's command, which compiles
// the server and then runs it with node alone) and `node dist/server/index.js` (the systemd unit's
// ExecStart). A stop signal sent to the process that was started, and to it only (as `kill $!`,
// `timeout` and many supervisors do), must stop everything: no process left, DATA_DIR's lock released,
// no partial file, the port free, and what was answered kept.

import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import BetterSqlite3 from "better-sqlite3";

import type { SqliteDatabase } from "../../src/server/storage/db";
import { openCliDatabase, openServerDatabase } from "../../src/server/storage/open-database";
import { countRows } from "../../src/server/forms/store";
import { descendants } from "../../tools/bench/lib/process-tree";
import { contactBody } from "./helpers";
import { alive, commandLine, startUntilRunning, type Started } from "./service-process";

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const PORT = 9402;
const URL_BASE = `http://127.0.0.1:${PORT}`;

/** Every file under `dir`, as paths from it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" });
}

const listening = (): Promise<boolean> =>
  fetch(`${URL_BASE}/api/health`).then(
    () => true,
    () => false,
  );

/** The server's settings for a run on PORT with its data in `dataDir`: no site, SQLite, no mail. */
const serverEnv = (dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  PUBLIC_DIR: path.join(dataDir, "no-site"),
  DATABASE_URL: "",
  SMTP_URL: "",
  ...extra,
  LOG_LEVEL: "info",
});

beforeAll(() => {
  // The node case runs the bundle the npm case has not necessarily built yet.
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts"], { cwd: ROOT });
});

describe.each([
  ["npm run serve", "SIGTERM", "npm", ["run", "serve"]],
  ["npm run serve", "SIGINT", "npm", ["run", "serve"]],
  ["node dist/server/index.js", "SIGTERM", process.execPath, ["dist/server/index.js"]],
] as const)("%s, stopped with %s to the started process", (_name, signal, command, args) => {
  let dataDir: string;
  let started: Started | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "service-stop-"));
  });
  afterAll(() => {
    if (started && alive(started.child.pid ?? 0)) started.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves no process, no lock and no partial file, and keeps what it answered", async () => {
    started = await startUntilRunning(command, [...args], {
      cwd: ROOT,
      env: serverEnv(dataDir),
    });
    const pid = started.child.pid ?? 0;
    const below = descendants(pid);
    // Plain node serves: npm's one child is node itself (its shell replaced by exec), with no tsx.
    const tree = [pid, ...below].map(commandLine);
    expect(tree.filter((line) => /\btsx\b|^sh -c|^\/bin\/sh/.test(line))).toEqual([]);
    expect(below).toHaveLength(command === "npm" ? 1 : 0);
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(true);

    const answered = await fetch(`${URL_BASE}/api/message`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contactBody({ name: "Stop Test", message: "Sent just before the stop" })),
    });
    expect(answered.status).toBe(201);

    started.child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const exit = await Promise.race([
      started.exited,
      new Promise<"still running">((resolve) => (timer = setTimeout(() => resolve("still running"), 30_000))),
    ]);
    clearTimeout(timer);
    expect(exit).not.toBe("still running");
    // node itself exits 0 once stopped; npm passes the signal on and then ends by it.
    if (command !== "npm") expect(exit).toEqual({ code: 0, signal: null });
    // Every process of the tree is gone, not only the one that was signalled.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([pid, ...below].filter(alive).map(commandLine)).toEqual([]);
    expect(await listening()).toBe(false);
    expect(started.output()).toContain("stopping");
    expect(started.output()).not.toContain("could not stop cleanly");
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);
    expect(filesUnder(dataDir).filter((file) => /\.partial$|\.tmp$/.test(file))).toEqual([]);

    const opened = await openCliDatabase({ dataDir });
    try {
      expect((await countRows(opened.db)).messages).toBe(1);
    } finally {
      await opened.close();
    }
  });
});

describe("node dist/server/index.js, stopped with SIGTERM during its start-up backup", () => {
  let dataDir: string;
  let started: Started | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "service-stop-backup-"));
    // A database whose backup takes seconds (about 100 MB of messages), so the stop comes mid-backup.
    const opened = await openServerDatabase({ dataDir });
    try {
      const sqlite = (opened.db as SqliteDatabase).file;
      const raw = new BetterSqlite3(sqlite);
      const insert = raw.prepare(
        "INSERT INTO messages (created_at, name, subject, email, phone, message) VALUES (?, ?, ?, ?, ?, ?)",
      );
      raw.transaction(() => {
        for (let n = 0; n < 250_000; n++)
          insert.run(new Date().toISOString(), `Name ${n}`, "Subject", "a@example.org", "1", "x".repeat(300));
      })();
      raw.close();
    } finally {
      await opened.close();
    }
  });
  afterAll(() => {
    if (started && alive(started.child.pid ?? 0)) started.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves no partial backup and no lock", async () => {
    started = await startUntilRunning(process.execPath, ["dist/server/index.js"], {
      cwd: ROOT,
      env: serverEnv(dataDir, { BACKUP_DAYS: "14" }),
    });
    started.child.kill("SIGTERM");
    expect(await started.exited).toEqual({ code: 0, signal: null });
    const backups = filesUnder(path.join(dataDir, "backups"));
    // The stop came before the backup was done (else this case proves nothing): none was kept, none left.
    expect(started.output()).not.toContain("backed up the submissions");
    expect(backups).toEqual([]);
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);
  });
});
