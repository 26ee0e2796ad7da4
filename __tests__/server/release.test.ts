/** @jest-environment node */
// The publish job's steps (scripts/release.sh), run here against a scratch "host" folder: releases packed
// from fixture sites and content, made live one after another with the real compiled server started from
// the release on 127.0.0.1, a broken release that fails its preflight and never goes live, one that fails
// only once live and is switched back, and the rollback. The server must answer with its own release's
// commit, pages and sponsors. (With the production proxy and socket: zero-downtime.test.ts.)

import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { ROOT, RELEASE_SCRIPT as SCRIPT, packRelease } from "./release-fixtures";
import { alive, commandLine } from "./service-process";

jest.setTimeout(300_000);

const PORT = 9403;
const BASE_URL = `http://127.0.0.1:${PORT}`;

let scratch: string;
let host: string;

interface Run {
  status: number | null;
  output: string;
}

/** release.sh with the scratch host's settings: a restart that runs the release's server as a unit would. */
function release(...args: string[]): Run {
  const result = spawnSync("bash", [SCRIPT, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: {
      ...process.env,
      RESTART_COMMAND: `bash ${path.join(scratch, "restart.sh")}`,
      HEALTH_URL: `${BASE_URL}/api/health`,
      HEALTH_SECONDS: "15",
      UNIT_DIR: path.join(scratch, "units"),
      NODE: process.execPath,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(host, "data"),
      PUBLIC_DIR: "",
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Packs a release of `commit` from a fixture site and content into the host's releases/. */
const pack = (commit: string, pages: string[], sponsors: string[]): void =>
  packRelease(scratch, host, commit, pages, sponsors);

const live = (): string => readlinkSync(path.join(host, "current"));
const pid = (): number => Number(readFileSync(path.join(scratch, "server.pid"), "utf8"));

/** A request on a connection of its own: a pooled one could still be the stopped server's. */
function request(method: string, urlPath: string, body?: object): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${BASE_URL}${urlPath}`,
      { method, agent: false, headers: body ? { "content-type": "text/plain;charset=UTF-8" } : {} },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body ? JSON.stringify(body) : undefined);
  });
}

async function health(): Promise<{ ok: boolean; commit: string }> {
  const { status, text } = await request("GET", "/api/health");
  expect(status).toBe(200);
  return JSON.parse(text) as { ok: boolean; commit: string };
}

const click = async (sponsor: string): Promise<number> =>
  (await request("POST", "/api/beacon", { click: sponsor })).status;
const view = async (page: string): Promise<number> =>
  (await request("POST", "/api/beacon", { view: page })).status;
const home = async (): Promise<string> => (await request("GET", "/")).text;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "release-test-"));
  host = path.join(scratch, "host");
  mkdirSync(path.join(host, "releases"), { recursive: true });
  // The host's service manager: stops the running server (SIGTERM, as systemd does) and starts
  // BASE/current/dist/server/index.js with node, from BASE/current.
  writeFileSync(
    path.join(scratch, "restart.sh"),
    [
      "set -u",
      `pidfile=${path.join(scratch, "server.pid")}`,
      'if [ -f "$pidfile" ]; then',
      '  old=$(cat "$pidfile"); kill -TERM "$old" 2>/dev/null || true',
      '  for _ in $(seq 1 200); do kill -0 "$old" 2>/dev/null || break; sleep 0.1; done',
      "fi",
      `cd ${host}/current`,
      `"$NODE" ${host}/current/dist/server/index.js </dev/null >>${path.join(scratch, "server.log")} 2>&1 &`,
      'echo $! >"$pidfile"',
    ].join("\n"),
  );
  // The host's installed units: this checkout's.
  cpSync(path.join(ROOT, "deploy"), path.join(scratch, "units"), { recursive: true });
  pack("aaaaaaa", ["team"], ["acme"]);
  pack("bbbbbbb", ["team", "news"], ["acme", "newco"]);
  // bbbbbbb's unit is not the one installed.
  const unit = path.join(host, "releases/bbbbbbb/deploy/sae-site.service");
  writeFileSync(unit, `${readFileSync(unit, "utf8")}# changed\n`);
  // A release that starts beside the live one but not as the service (a stand-in for what only the live
  // host has: its settings, its data).
  pack("ccccccc", ["team"], ["acme"]);
  const server = path.join(host, "releases/ccccccc/dist/server/index.js");
  writeFileSync(
    server,
    `if (process.env.PORT !== "0") throw new Error("fails as the service");\n${readFileSync(server, "utf8")}`,
  );
  // A release whose server cannot start at all.
  cpSync(path.join(host, "releases/aaaaaaa"), path.join(host, "releases/eeeeeee"), { recursive: true });
  writeFileSync(path.join(host, "releases/eeeeeee/COMMIT"), "eeeeeee\n");
  writeFileSync(
    path.join(host, "releases/eeeeeee/dist/server/index.js"),
    'throw new Error("broken release");\n',
  );
});

afterAll(() => {
  if (existsSync(path.join(scratch, "server.pid")) && alive(pid())) process.kill(pid(), "SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
});

it("packs one folder with the built site, the compiled server, its content and its commit", () => {
  const dir = path.join(host, "releases/bbbbbbb");
  for (const file of [
    "public/index.html",
    "public/news/index.html",
    "content/sponsors/newco.json",
    "content/site/site.json",
    "dist/server/index.js",
    "dist/server/cli.js",
    "dist/server/migrations",
    "node_modules/better-sqlite3/package.json",
    "release.sh",
    "deploy/sae-site.service",
  ])
    expect([file, existsSync(path.join(dir, file))]).toEqual([file, true]);
  expect(readFileSync(path.join(dir, "COMMIT"), "utf8").trim()).toBe("bbbbbbb");
  // The compiled server needs no TypeScript loader.
  expect(readFileSync(path.join(dir, "dist/server/index.js"), "utf8")).not.toMatch(/from "\.\/.*\.ts"/);
});

it("makes a release live: switched, restarted, and answering with its commit, pages and sponsors", async () => {
  const run = release("activate", host, "aaaaaaa");
  expect(run).toMatchObject({ status: 0 });
  expect(run.output).toContain("live: aaaaaaa");
  expect(run.output).not.toContain("systemd units differ");
  expect(live()).toBe("releases/aaaaaaa");
  expect(await health()).toEqual({ ok: true, commit: "aaaaaaa" });
  expect(await home()).toContain("Release aaaaaaa");
  expect(await click("acme")).toBe(204);
  expect(await click("newco")).toBe(400);
  expect(await view("/news")).toBe(400);
  // The service is node alone, running the release's compiled server.
  expect(commandLine(pid())).toBe(`${process.execPath} ${host}/current/dist/server/index.js`);
});

it("switches to the next release: its pages and its new sponsor are served at once", async () => {
  const before = pid();
  const run = release("activate", host, "bbbbbbb");
  expect(run).toMatchObject({ status: 0 });
  expect(live()).toBe("releases/bbbbbbb");
  // Its changed unit: the command that installs it.
  expect(run.output).toContain(
    `install -m 644 ${host}/releases/bbbbbbb/deploy/sae-site.service ${scratch}/units/ && ` +
      "systemctl daemon-reload && systemctl restart sae-site.socket sae-site",
  );
  expect(alive(before)).toBe(false);
  expect(await health()).toEqual({ ok: true, commit: "bbbbbbb" });
  expect(await home()).toContain("Release bbbbbbb");
  expect(await click("newco")).toBe(204);
  expect(await view("/news")).toBe(204);
});

it("never switches to a release whose server cannot start: the live server is not even restarted", async () => {
  const before = pid();
  const run = release("activate", host, "eeeeeee");
  expect(run.status).not.toBe(0);
  expect(run.output).toContain("preflight of eeeeeee failed: its server exited (1)");
  expect(run.output).toContain("broken release");
  expect(run.output).not.toContain("restarting");
  expect(live()).toBe("releases/bbbbbbb");
  expect(pid()).toBe(before);
  expect(alive(before)).toBe(true);
  expect(await health()).toEqual({ ok: true, commit: "bbbbbbb" });
});

it("switches back when the new release passes its preflight but fails as the service", async () => {
  const run = release("activate", host, "ccccccc");
  expect(run.output).toContain("preflight: ccccccc started beside the live release");
  expect(run.status).not.toBe(0);
  expect(run.output).toContain("ccccccc did not come up healthy: switching back to bbbbbbb");
  expect(run.output).toContain("bbbbbbb is live again");
  expect(live()).toBe("releases/bbbbbbb");
  expect(await health()).toEqual({ ok: true, commit: "bbbbbbb" });
  expect(await click("newco")).toBe(204);
});

it("rolls back with one command to the release live before", async () => {
  const run = release("rollback", host);
  expect(run).toMatchObject({ status: 0 });
  expect(run.output).toContain("rolling back from bbbbbbb to aaaaaaa");
  expect(live()).toBe("releases/aaaaaaa");
  expect(await health()).toEqual({ ok: true, commit: "aaaaaaa" });
  expect(await home()).toContain("Release aaaaaaa");
  expect(await click("newco")).toBe(400);
  // The data stayed in DATA_DIR, outside every release, through all the switches.
  expect(existsSync(path.join(host, "data/forms.sqlite"))).toBe(true);
});

it("refuses to activate a folder whose COMMIT names another release", () => {
  cpSync(path.join(host, "releases/aaaaaaa"), path.join(host, "releases/ddddddd"), { recursive: true });
  const run = release("activate", host, "ddddddd");
  expect(run.status).not.toBe(0);
  expect(run.output).toContain("holds release aaaaaaa, not ddddddd");
  expect(live()).toBe("releases/aaaaaaa");
});
