import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the project's own server (src/server/index.ts) on 127.0.0.1 over the built public/,
 * with a throwaway data directory, and resolves once it answers.
 */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<RunningSite> {
  const root = path.resolve(__dirname, "..", "..", "..");
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` first");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "src/server/index.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("the server did not answer within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
