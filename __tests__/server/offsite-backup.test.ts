/** @jest-environment node */
// deploy/sae-site-backup.sh as the timer runs it, against a restic repository served on loopback by
// `rclone serve restic` (restic's REST protocol; the script is the same for sftp: and s3:): the day's
// backups go off the host, the drill restores the latest copy with the compiled CLI and compares counts,
// and each failure (a wrong password, the remote gone, no backup made today) is mailed to the club
// through the server's mailer (a local SMTP server here) and pinged to BACKUP_PING_URL/fail.

import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { SqliteDatabase } from "../../src/server/storage/db";
import { migrate } from "../../src/server/storage/migrate";
import { backUpToday, backupDirOf } from "../../src/server/storage/daily-backup";
import { insertMessages, subscribe } from "../../src/server/forms/store";
import { CONTACT_FORM, cleanForm } from "../../src/lib/forms";
import { contactBody, startSmtp } from "./helpers";
import { buildRelease, type CompiledRelease } from "./compiled-release";

jest.setTimeout(180_000);

const has = (tool: string): boolean => spawnSync(tool, ["version"], { stdio: "ignore" }).status === 0;
const TOOLS = has("restic") && has("rclone");
if (!TOOLS)
  console.log("offsite-backup.test.ts skipped: restic or rclone missing (apt-get install -y restic rclone)");

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

(TOOLS ? describe : describe.skip)("the off-host backup and its drill", () => {
  let dir: string;
  let release: CompiledRelease;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let pings: string[];
  let pingServer: Server;
  let remote: ChildProcess | undefined;
  let remotePort: number;
  const liveDir = () => path.join(dir, "live");
  const passwordFile = () => path.join(dir, "restic-password");

  const startRemote = async () => {
    remote = spawn(
      "rclone",
      ["serve", "restic", "--addr", `127.0.0.1:${remotePort}`, path.join(dir, "remote")],
      {
        env: { ...process.env, RCLONE_CONFIG: "/dev/null" },
        stdio: "ignore",
      },
    );
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`http://127.0.0.1:${remotePort}/`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("rclone serve restic did not start");
  };
  const stopRemote = async () => {
    if (!remote || remote.exitCode !== null) return;
    const exited = new Promise((resolve) => remote?.once("exit", resolve));
    remote.kill("SIGTERM");
    await exited;
  };

  /**
   * Runs the script as the timer does (`drill` for the drill alone): its exit status and output. Not
   * spawnSync: the ping and mail servers it reaches live in this process.
   */
  const run = (...args: string[]): Promise<{ status: number | null; output: string }> =>
    new Promise((resolve, reject) => {
      const child = spawn("bash", [path.join(release.dir, "deploy/sae-site-backup.sh"), ...args], {
        env: {
          PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
          SAE_BACKUP_CONFIG: path.join(dir, "backup.env"),
          SAE_ENV_FILE: path.join(dir, "env"),
          SAE_DATA_DIR: liveDir(),
          SAE_USER: os.userInfo().username,
          SAE_NODE: process.execPath,
          RESTIC_CACHE_DIR: path.join(dir, "cache"),
          TMPDIR: dir,
        },
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("error", reject);
      child.on("close", (status) => resolve({ status, output }));
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "offsite-backup-"));
    mkdirSync(path.join(dir, "remote"));
    release = buildRelease();
    smtp = await startSmtp();
    pings = [];
    pingServer = createServer((request, response) => {
      pings.push(request.url ?? "");
      request.resume();
      request.on("end", () => response.end("OK"));
    });
    await new Promise<void>((resolve) => pingServer.listen(0, "127.0.0.1", resolve));
    const pingPort = (pingServer.address() as AddressInfo).port;
    remotePort = await freePort();
    await startRemote();
    writeFileSync(passwordFile(), "the repository's password\n", { mode: 0o600 });
    writeFileSync(
      path.join(dir, "backup.env"),
      `# The one setting, and the optional ping\nBACKUP_REPOSITORY=rest:http://127.0.0.1:${remotePort}/\n` +
        `BACKUP_PING_URL=http://127.0.0.1:${pingPort}/ping/abc\nRESTIC_PASSWORD_FILE=${passwordFile()}\n`,
    );
    writeFileSync(path.join(dir, "env"), `SMTP_URL=${smtp.url}\nMAIL_TO=club@example.org\n`);

    // The live data folder as the server leaves it: a database and today's backup.
    mkdirSync(liveDir(), { mode: 0o700 });
    const db = SqliteDatabase.open(path.join(liveDir(), "forms.sqlite"));
    try {
      await migrate(db);
      await insertMessages(db, [
        cleanForm(CONTACT_FORM, contactBody()),
        cleanForm(CONTACT_FORM, contactBody({ name: "Second" })),
      ]);
      await subscribe(db, "fan@example.org");
      await backUpToday({ db, dir: backupDirOf(liveDir()), keepDays: 14 });
      // Sent after the backup: the drill reports it as the live database's change since.
      await insertMessages(db, [cleanForm(CONTACT_FORM, contactBody({ name: "Later" }))]);
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    await stopRemote();
    await smtp?.close();
    await new Promise((resolve) => pingServer?.close(resolve));
    release?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies the day's backups off the host, then restores the latest copy and compares its counts", async () => {
    const { status, output } = await run();
    console.log(`sae-site-backup.sh (copy, then the drill):\n${output}`);
    expect(output).toMatch(/No repository at .* yet: making it/);
    expect(output).toMatch(/copy: .* sent to rest:http:\/\/127\.0\.0\.1:\d+\/; 1 copies kept/);
    expect(output).toMatch(/drill: Restored .*messages 2, .*subscribers 1/);
    expect(output).toContain("drill: restored: 2 messages, 0 applications, 1 subscribers");
    expect(output).toContain("drill: live:     3 messages, 0 applications, 1 subscribers");
    expect(output).toContain("the live database changed by 1 messages, 0 applications, 0 subscribers");
    expect(status).toBe(0);
    expect(pings).toEqual(["/ping/abc"]);
    expect(smtp.unread()).toBe(0);
  });

  it("runs the drill alone, as the operator does, on the copy already made", async () => {
    const { status, output } = await run("drill");
    console.log(`sae-site-backup.sh drill:\n${output}`);
    expect(output).not.toContain("copy:");
    expect(output).toContain("drill: restored: 2 messages");
    expect(status).toBe(0);
  });

  it("reports a wrong repository password by mail and to the ping's /fail", async () => {
    pings.length = 0;
    writeFileSync(passwordFile(), "not the password\n");
    try {
      const { status, output } = await run();
      expect(output).toContain("wrong password");
      expect(status).toBe(1);
    } finally {
      writeFileSync(passwordFile(), "the repository's password\n");
    }
    expect(pings).toEqual(["/ping/abc/fail"]);
    const mail = await smtp.next();
    expect(mail.to).toEqual(["club@example.org"]);
    expect(mail.headers).toMatch(/Subject: SAE site: the off-host backup failed on /);
    expect(mail.raw).toContain("wrong password");
  });

  it("reports a remote that does not answer", async () => {
    pings.length = 0;
    await stopRemote();
    try {
      const { status, output } = await run();
      expect(output).toContain("FAILED");
      expect(status).toBe(1);
    } finally {
      await startRemote();
    }
    expect(pings).toEqual(["/ping/abc/fail"]);
    expect((await smtp.next()).raw).toMatch(/connection refused/i);
  });

  it("reports a day the server made no backup of its own, while still copying the older ones", async () => {
    pings.length = 0;
    const today = new Date().toISOString().slice(0, 10);
    execFileSync("mv", [
      path.join(backupDirOf(liveDir()), `forms-${today}.ndjson`),
      path.join(backupDirOf(liveDir()), "forms-2000-01-01.ndjson"),
    ]);
    const { status, output } = await run();
    expect(output).toContain(
      `The server made no backup today: ${backupDirOf(liveDir())}/forms-${today}.ndjson is missing`,
    );
    expect(output).toMatch(/copy: .* sent to/);
    // The newest copy is then years old: the drill says backups stopped.
    expect(output).toContain(
      "drill: the newest backup off the host is from 2000-01-01: backups have stopped",
    );
    expect(status).toBe(1);
    expect(pings).toEqual(["/ping/abc/fail"]);
    expect((await smtp.next()).raw).toContain("made no backup today");
  });
});
