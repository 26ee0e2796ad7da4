/** @jest-environment node */
// deploy/: the systemd unit is checked by systemd itself (`systemd-analyze verify`, and its own security
// review of the hardening), holds what an operator relies on (its own user, a read-only system with only
// DATA_DIR writable, a memory limit, plain node on the compiled server), and agrees with the Caddyfile.
// Behind that proxy, with the unit's TRUST_PROXY, the editor's GitHub sign-in returns to https://.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { readConfig } from "../../src/server/config";
import type { Database } from "../../src/server/storage/db";
import { testApp } from "./helpers";

jest.setTimeout(60_000);

const DEPLOY = path.resolve(__dirname, "../../deploy");
const UNIT = path.join(DEPLOY, "sae-site.service");
const unitText = readFileSync(UNIT, "utf8");

/** Every value of `key` in the unit, in order. */
const values = (key: string): string[] =>
  [...unitText.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1] ?? "");

/** The unit's Environment= assignments, as an environment. */
const unitEnvironment = (): Record<string, string> =>
  Object.fromEntries(
    values("Environment")
      .flatMap((line) => line.split(/\s+/))
      .map((pair) => pair.split("=", 2) as [string, string]),
  );

/** systemd-analyze, or why it cannot run here (the checks then fail, saying so, rather than pass). */
function systemdAnalyze(...args: string[]) {
  const result = spawnSync("systemd-analyze", args, { encoding: "utf8" });
  if (result.error)
    throw new Error(
      `systemd-analyze cannot run here (${result.error.message}): install systemd to check the unit`,
    );
  return result;
}

/**
 * The unit as verify should see it: verify checks that ExecStart's program exists, so on a machine whose
 * node is not /usr/bin/node (a CI runner's) a copy names this machine's node instead; nothing else changes.
 */
function unitToVerify(): string {
  if (existsSync("/usr/bin/node")) return UNIT;
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), "unit-")), "sae-site.service");
  writeFileSync(copy, unitText.replace("ExecStart=/usr/bin/node ", `ExecStart=${process.execPath} `));
  return copy;
}

describe("the systemd unit", () => {
  it("passes systemd-analyze verify with no warning", () => {
    const result = systemdAnalyze("verify", "--man=no", path.join(DEPLOY, "sae-site.socket"), unitToVerify());
    // verify exits 0 on unknown keys and bad values, which it only prints: both must be clean.
    expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({
      status: 0,
      output: "",
    });
  });

  it("is rated well protected by systemd's own security review", () => {
    // Exposure on systemd's scale of 0 (locked down) to 10 (unprotected): at most 2.0 here.
    const result = systemdAnalyze("security", "--offline=yes", "--man=no", "--threshold=20", UNIT);
    const overall = /Overall exposure level for .*: ([\d.]+)/.exec(result.stdout)?.[1];
    expect(result.stderr).toBe("");
    expect(Number(overall)).toBeLessThanOrEqual(2);
    expect(result.status).toBe(0);
  });

  it("runs plain node on the live release's compiled server, as its own user", () => {
    expect(values("ExecStart")).toEqual(["/usr/bin/node /srv/sae-site/current/dist/server/index.js"]);
    expect(values("User")).toEqual(["sae-site"]);
    expect(values("WorkingDirectory")).toEqual(["/srv/sae-site/current"]);
  });

  it("leaves only DATA_DIR writable, caps memory and forbids new privileges", () => {
    const env = unitEnvironment();
    expect(values("ProtectSystem")).toEqual(["strict"]);
    expect(values("ReadWritePaths")).toEqual([env.DATA_DIR]);
    expect(values("StateDirectory").map((dir) => `/var/lib/${dir}`)).toEqual([env.DATA_DIR]);
    expect(values("NoNewPrivileges")).toEqual(["yes"]);
    expect(values("ProtectHome")).toEqual(["yes"]);
    expect(values("MemoryMax")).toEqual(["250M"]);
    expect(values("KillSignal")).toEqual(["SIGTERM"]);
  });

  it("listens where the Caddyfile sends requests, reachable only through it", () => {
    const env = unitEnvironment();
    expect(env.HOST).toBe("127.0.0.1");
    // The socket systemd holds for it (socket activation) is that same address.
    const socketUnit = readFileSync(path.join(DEPLOY, "sae-site.socket"), "utf8");
    expect([...socketUnit.matchAll(/^ListenStream=(.*)$/gm)].map((match) => match[1])).toEqual([
      `${env.HOST}:${env.PORT}`,
    ]);
    expect(values("Requires")).toEqual(["sae-site.socket"]);
    const caddyfile = readFileSync(path.join(DEPLOY, "Caddyfile"), "utf8");
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy ${env.HOST}:${env.PORT}\\b`));
    expect(env.TRUST_PROXY).toBe("1");
  });
});

describe("behind the HTTPS proxy, with the unit's TRUST_PROXY", () => {
  const saved = { id: process.env.CMS_GITHUB_CLIENT_ID, secret: process.env.CMS_GITHUB_CLIENT_SECRET };
  beforeAll(() => {
    process.env.CMS_GITHUB_CLIENT_ID = "client-id";
    process.env.CMS_GITHUB_CLIENT_SECRET = "client-secret";
  });
  afterAll(() => {
    for (const [key, value] of [
      ["CMS_GITHUB_CLIENT_ID", saved.id],
      ["CMS_GITHUB_CLIENT_SECRET", saved.secret],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  });

  /** The sign-in's start as Caddy forwards it: its return address and its state cookie. */
  async function signInStart(trustProxy: string | undefined) {
    const config = readConfig({ TRUST_PROXY: trustProxy });
    const app = await testApp(
      { db: {} as Database, catalog: { routes: new Set(), sponsors: [] } },
      { rateLimitMax: 100, trustProxy: config.trustProxy },
    );
    try {
      const response = await app.inject({
        method: "GET",
        url: "/admin/auth?provider=github&scope=repo",
        // What Caddy sends on: the visitor's Host, and its own X-Forwarded-* headers.
        headers: {
          host: "club.example",
          "x-forwarded-for": "203.0.113.7",
          "x-forwarded-proto": "https",
          "x-forwarded-host": "club.example",
        },
      });
      const location = new URL(String(response.headers.location));
      return {
        redirect: location.searchParams.get("redirect_uri"),
        cookie: String(response.headers["set-cookie"]),
      };
    } finally {
      await app.close();
    }
  }

  it("returns to https://<site>/admin/auth/callback, with a Secure state cookie", async () => {
    const { redirect, cookie } = await signInStart(unitEnvironment().TRUST_PROXY);
    expect(redirect).toBe("https://club.example/admin/auth/callback");
    expect(cookie).toContain("; Secure");
  });

  it("would return to http:// without it (why the unit sets it)", async () => {
    const { redirect } = await signInStart(undefined);
    expect(redirect).toBe("http://club.example/admin/auth/callback");
  });
});
