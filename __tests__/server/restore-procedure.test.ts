/** @jest-environment node */
// docs/operations.md's "Restoring on the live host", step by step, on the compiled release (the server as
// the unit runs it, the CLI as the guide runs it; `systemctl stop` and `start` are the server process
// stopped with SIGTERM and started again): stop, move DATA_DIR aside, restore into a new empty one,
// start, check. restore makes the database itself in an empty or missing DATA_DIR, and refuses while a
// server runs on it, so no visitor writes into a half-restored database. Also the CLI's help as a release
// runs it, and SMTP_URL with the guide's note left after it.

import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { readConfig } from "../../src/server/config";
import { contactBody } from "./helpers";
import { buildRelease, type CompiledRelease } from "./compiled-release";
import { startUntilRunning, type Started } from "./service-process";

jest.setTimeout(180_000);

const PORT = 9431;
const BASE = `http://127.0.0.1:${PORT}`;

let dir: string;
let release: CompiledRelease;
let server: Started | undefined;
const dataDir = () => path.join(dir, "var-lib-sae-site");

const env = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(PORT),
  DATA_DIR: dataDir(),
  PUBLIC_DIR: path.join(dir, "no-site"),
});

/** `node …/dist/server/cli.js ARGS` as the guide runs it: exit status and output. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [release.cli, ...args], {
      env: env(),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `systemctl start sae-site`. */
const start = async () => {
  server = await startUntilRunning(process.execPath, [release.server], { cwd: release.dir, env: env() });
};
/** `systemctl stop sae-site.socket sae-site`: SIGTERM, and waits for the process to end. */
const stop = async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  server = undefined;
};

const send = (name: string) =>
  fetch(`${BASE}/api/message`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contactBody({ name })),
  });

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "restore-procedure-"));
  release = buildRelease();
});
afterAll(async () => {
  if (server) server.child.kill("SIGKILL");
  release?.remove();
  rmSync(dir, { recursive: true, force: true });
});

it("restores on the live host as the guide says: stop, restore into an empty DATA_DIR, start, check", async () => {
  await start();
  for (const name of ["Before One", "Before Two"]) expect((await send(name)).status).toBe(201);
  const file = path.join(dir, "forms-backup.ndjson");
  expect((await cli("backup", file)).code).toBe(0);
  // Sent after the backup: gone after the restore, as the guide warns.
  expect((await send("After the backup")).status).toBe(201);

  // A restore beside the running server is refused (it holds DATA_DIR), whatever the database holds.
  const beside = await cli("restore", file);
  expect(beside.code).toBe(1);
  expect(beside.stderr).toContain("is in use by a running server. Stop it before restoring");

  await stop();
  renameSync(dataDir(), `${dataDir()}.before-restore`);
  mkdirSync(dataDir(), { mode: 0o700 });
  const restored = await cli("restore", file);
  expect(restored.stderr).toBe(`(database: SQLite in ${path.join(dataDir(), "forms.sqlite")})\n`);
  expect(restored.stdout).toMatch(/^Restored .*messages 2, /);
  expect(restored.code).toBe(0);

  await start();
  const health = await fetch(`${BASE}/api/health`);
  expect(health.status).toBe(200);
  expect((await cli("stats")).stdout).toBe("2 messages, 0 applications, 0 subscribers\n");
  expect((await send("After the restore")).status).toBe(201);
  expect((await cli("list", "messages")).stdout).toMatch(
    /Before One[\s\S]*Before Two[\s\S]*After the restore/,
  );
  await stop();

  // Into a DATA_DIR that does not exist at all, too.
  rmSync(dataDir(), { recursive: true });
  expect((await cli("restore", file)).code).toBe(0);
  expect(existsSync(path.join(dataDir(), ".lock"))).toBe(false);
  expect((await cli("stats")).stdout).toBe("2 messages, 0 applications, 0 subscribers\n");
});

it("names the command in its help as it was run: node and the release's script, not npm", async () => {
  const help = await cli("help");
  expect(help.stdout).toContain(`Usage: node ${release.cli} <command>`);
  expect(help.stdout).not.toContain("npm run");
  const wrong = await cli("list");
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain(`Usage: node ${release.cli} <command>`);
});

describe("SMTP_URL", () => {
  const config = (smtpUrl: string) => () => readConfig({ SMTP_URL: smtpUrl, MAIL_TO: "club@example.org" });

  it("with the guide's note left after it when uncommented, refuses to start naming SMTP_URL", () => {
    expect(
      config("smtps://user:password@smtp.example.org:465   (mail to the club; see Settings below)"),
    ).toThrow(
      /^SMTP_URL is not a mail server's address: it has a space in it \(a note left after the address\?/,
    );
    expect(config("smtp.example.org:465")).toThrow(/^SMTP_URL .* must start with smtp:\/\/ or smtps:\/\//);
    expect(config("smtps://user:password@[smtp.example.org]:465")).toThrow(/^SMTP_URL .*percent-encoded/);
  });

  it("never prints the password it was given", () => {
    expect(config("smtps://user:s3cret@smtp.example.org:465 # note")).toThrow(/^(?![\s\S]*s3cret)/);
  });

  it("is taken as written when it is one", () => {
    expect(config("smtps://user:password@smtp.example.org:465")().smtpUrl).toBe(
      "smtps://user:password@smtp.example.org:465",
    );
  });
});
