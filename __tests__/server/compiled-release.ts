// A release as scripts/release.sh lays it out, for tests that run the compiled server and CLI: the
// bundle built into a temporary folder (so tests building dist/server/ at once do not clash), beside the
// checkout's content, deploy/ and node_modules (linked).

import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export interface CompiledRelease {
  dir: string;
  cli: string;
  server: string;
  remove(): void;
}

export function buildRelease(): CompiledRelease {
  const dir = mkdtempSync(path.join(os.tmpdir(), "compiled-release-"));
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/build-server.ts", "--outdir", path.join(dir, "dist/server")],
    { cwd: ROOT, stdio: "ignore" },
  );
  cpSync(path.join(ROOT, "deploy"), path.join(dir, "deploy"), { recursive: true });
  symlinkSync(path.join(ROOT, "content"), path.join(dir, "content"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return {
    dir,
    cli: path.join(dir, "dist/server/cli.js"),
    server: path.join(dir, "dist/server/index.js"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
