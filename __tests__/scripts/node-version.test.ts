/** @jest-environment node */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * An old Node.js stops at once with one line naming the versions needed and how to get one: the check
 * (scripts/node-version.cjs, reading package.json's engines.node), every npm script that starts the site,
 * server, CLI or editor, and the compiled server bundle. An old Node is played by a preload that makes
 * process.versions.node read "20.19.0".
 */

jest.setTimeout(2 * 60_000);

const ROOT = path.resolve(__dirname, "..", "..");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
/** The oldest version engines.node allows, as the line writes it (">=22.13" -> "22.13"). */
const minimum = /^>=\s*(\d+(?:\.\d+)?)$/.exec(pkg.engines.node)?.[1] ?? "";

let scratch: string;
let preload: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "node-version-"));
  preload = path.join(scratch, "old-node.cjs");
  fs.writeFileSync(
    preload,
    'Object.defineProperty(process, "versions", { value: { ...process.versions, node: "20.19.0" } });\n',
  );
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs `node [preload] args`; its exit code and what it printed on stderr. */
function node(args: string[], old: boolean): { status: number | null; stderr: string; stdout: string } {
  const result = spawnSync(process.execPath, [...(old ? ["--require", preload] : []), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

function expectTheLine(stderr: string): void {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toBe(
    `This project needs Node.js ${minimum} or newer; this is Node.js 20.19.0. Install a newer one ("nvm install" reads .nvmrc, or https://nodejs.org/en/download), then run the command again.`,
  );
}

it("reads the minimum from package.json's engines.node", () => {
  expect(Number(minimum.split(".")[0])).toBeGreaterThanOrEqual(22);
});

it("stops an old Node.js with one line, and lets this one through", () => {
  const old = node(["scripts/node-version.cjs"], true);
  expect(old.status).toBe(1);
  expectTheLine(old.stderr);
  const current = node(["scripts/node-version.cjs"], false);
  expect(current).toMatchObject({ status: 0, stderr: "" });
});

it("compares the minor version too: the minimum stops the one before it and lets itself through", () => {
  const [major, minor = "0"] = minimum.split(".");
  const at = (version: string): ReturnType<typeof spawnSync> =>
    spawnSync(
      process.execPath,
      [
        "-e",
        `Object.defineProperty(process, "versions", { value: { ...process.versions, node: "${version}" } }); require("./scripts/node-version.cjs").check();`,
      ],
      { cwd: ROOT, encoding: "utf8" },
    );
  expect(at(`${major}.${minor}.0`).status).toBe(0);
  if (Number(minor) > 0) {
    const before = at(`${major}.${Number(minor) - 1}.9`);
    expect(before.status).toBe(1);
    expect(String(before.stderr)).toContain(
      `needs Node.js ${minimum} or newer; this is Node.js ${major}.${Number(minor) - 1}.9.`,
    );
  }
  expect(at(`${Number(major) + 1}.0.0`).status).toBe(0);
});

it.each(["start", "serve", "cms", "submissions"])("npm run %s checks the version first", (script) => {
  expect(pkg.scripts[script]).toMatch(/^node scripts\/node-version\.cjs && /);
});

it("npm install refuses an old Node.js before installing anything (.npmrc engine-strict, .nvmrc)", () => {
  expect(fs.readFileSync(path.join(ROOT, ".npmrc"), "utf8")).toMatch(/^engine-strict=true$/m);
  expect(fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim()).not.toBe("");
});

it("the compiled server and CLI (dist/server/index.js, cli.js) stop an old Node.js first thing", () => {
  const out = path.join(scratch, "dist");
  execFileSync(process.execPath, [require.resolve("tsx/cli"), "scripts/build-server.ts", "--outdir", out], {
    cwd: ROOT,
    stdio: "pipe",
  });
  for (const bundle of ["index.js", "cli.js"]) {
    const old = node([path.join(out, bundle)], true);
    expect(old.status).toBe(1);
    expectTheLine(old.stderr);
    // Strict mode still covers the whole bundle.
    expect(fs.readFileSync(path.join(out, bundle), "utf8").startsWith('"use strict";')).toBe(true);
  }
  // This Node.js gets past the check to the CLI's own usage text.
  const current = node([path.join(out, "cli.js"), "--help"], false);
  expect(current.stderr).not.toContain("This project needs Node.js");
});
