/** @jest-environment node */
// The real server process, killed with SIGKILL and started again on the same DATA_DIR: the second start
// must always work (no PID in the lock to mistake), also as PID 1 of a fresh PID namespace, as in a
// container. Whatever DATA_DIR's modes were, the server makes it private.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { contactBody } from "./helpers";

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const PORT = 9144;

/** `unshare --pid --fork --mount-proc` works here (root, or user namespaces allowed). */
const CAN_UNSHARE = spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0;

interface Running {
  child: ChildProcess;
  output: () => string;
}

/** Starts the server and resolves once it listens; rejects with its output if it exits first. */
function start(dataDir: string, inNamespace: boolean): Promise<Running> {
  const node = [process.execPath, "--import", "tsx", "src/server/index.ts"];
  const [command, ...args] = inNamespace
    ? ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child", ...node]
    : node;
  const child = spawn(command ?? "", args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, "no-site"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", () => {
      if (output.includes("Site running")) resolve({ child, output: () => output });
    });
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on("exit", () => resolve());
    child.kill("SIGKILL");
  });

async function postMessage(text: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/message`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contactBody({ message: text })),
  });
  return response.status;
}

function modes(dir: string): string[] {
  const found: string[] = [];
  const walk = (item: string) => {
    const info = statSync(item);
    found.push(`${path.relative(dir, item) || "."} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(item)) walk(path.join(item, name));
  };
  walk(dir);
  return found;
}

describe.each([
  ["as an ordinary process", false],
  ["as PID 1 of a fresh PID namespace", true],
])("the server killed with SIGKILL and started again, %s", (_name, inNamespace) => {
  let dataDir: string;
  let running: Running | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "restart-test-"));
  });
  afterAll(async () => {
    if (running) await killed(running.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  (inNamespace && !CAN_UNSHARE ? it.skip : it)(
    "starts again every time, keeping what it answered",
    async () => {
      running = await start(dataDir, inNamespace);
      expect(await postMessage("before the kill")).toBe(201);
      await killed(running.child);
      running = await start(dataDir, inNamespace);
      expect(await postMessage("after the first restart")).toBe(201);
      await killed(running.child);
      running = await start(dataDir, inNamespace);
      expect(running.output()).toContain("Durability: SQLite");
      expect(await postMessage("after the second restart")).toBe(201);
    },
  );
});

describe("DATA_DIR's modes", () => {
  it("are the owner's alone after a start, whatever they were before", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "modes-test-"));
    try {
      chmodSync(dataDir, 0o777);
      mkdirSync(path.join(dataDir, "resumes"), { mode: 0o777 });
      writeFileSync(path.join(dataDir, "resumes", "left-over"), "x", { mode: 0o666 });
      chmodSync(path.join(dataDir, "resumes", "left-over"), 0o666);
      const running = await start(dataDir, false);
      try {
        const found = modes(dataDir);
        // DATA_DIR, the database with its -wal and -shm, resumes/ and its file, backups/ and today's.
        expect(found.length).toBeGreaterThanOrEqual(8);
        const open = found.filter((line) => !/ (700|600)$/.test(line));
        expect(open).toEqual([]);
      } finally {
        await killed(running.child);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
