import { execFileSync } from "node:child_process";
import path from "node:path";

export const E2E_DATA_DIR = path.resolve("test-results/e2e-data");

/** Runs the officers' CLI (`npm run submissions -- …`) against the running e2e server's database. */
export function submissions(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [path.resolve("node_modules/tsx/dist/cli.mjs"), "src/server/cli.ts", ...args],
    {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
      encoding: "utf8",
      timeout: 30_000,
    },
  );
}
