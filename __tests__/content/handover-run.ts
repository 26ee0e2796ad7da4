import { spawn } from "node:child_process";

/**
 * Runs a command in a scratch copy of the project (handover-launch.test.ts, handover-build.spec.ts);
 * resolves with its exit code, the seconds it took and its output's tail.
 */
export function runInCopy(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number | null; seconds: number; tail: string }> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
  // The outer runner's own settings (jest's, Playwright's) must not reach the build or the inner jest.
  delete env.NODE_ENV;
  delete env.JEST_WORKER_ID;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({ code, seconds: (Date.now() - started) / 1000, tail: output.slice(-6000) }),
    );
  });
}
