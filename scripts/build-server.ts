// `npm run build:server`: the forms server bundled into dist/server/ as plain JavaScript, so production
// runs `node` alone; better-sqlite3 (native) stays out, the migrations are copied beside it, and the commit
// is written in for /api/health.
//
//   npm run build:server [-- --outdir DIR]   (the commit from git, or RELEASE_COMMIT when set)

import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { build } from "esbuild";
import { runMain } from "./lib/run-main";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, so any old Node runs it
const { banner } = require("./node-version.cjs") as { banner: () => string };

const ROOT = path.resolve(__dirname, "..");
const { outdir } = parseArgs({ options: { outdir: { type: "string" } } }).values;
const SERVER_OUT = path.resolve(outdir ?? path.join(ROOT, "dist", "server"));

/** The commit being built: RELEASE_COMMIT (the workflow sets it), else git's HEAD, else "unknown". */
function commitOf(): string {
  if (process.env.RELEASE_COMMIT) return process.env.RELEASE_COMMIT;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

async function main(): Promise<void> {
  const commit = commitOf();
  rmSync(SERVER_OUT, { recursive: true, force: true });
  mkdirSync(SERVER_OUT, { recursive: true });
  await build({
    entryPoints: {
      index: path.join(ROOT, "src/server/index.ts"),
      cli: path.join(ROOT, "src/server/cli.ts"),
    },
    outdir: SERVER_OUT,
    bundle: true,
    platform: "node",
    target: "node22",
    format: "cjs",
    // better-sqlite3 loads its compiled addon at run time.
    external: ["better-sqlite3"],
    define: { "process.env.SERVER_COMMIT": JSON.stringify(commit) },
    legalComments: "none",
    // First thing, before any module loads: an old Node.js stops with one line (scripts/node-version.cjs).
    banner: { js: banner() },
    logLevel: "warning",
  });
  // Beside the bundle, where migrate.ts's MIGRATIONS_DIR (the bundle's own folder + migrations/) looks.
  cpSync(path.join(ROOT, "src/server/storage/migrations"), path.join(SERVER_OUT, "migrations"), {
    recursive: true,
  });
  console.log(`Server built into ${path.relative(ROOT, SERVER_OUT)}/ (commit ${commit})`);
}

runMain(main);
