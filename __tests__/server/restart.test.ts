/** @jest-environment node */
// The real server process, killed with SIGKILL and started again on the same DATA_DIR: the second start
// must always work (no PID in the lock to mistake), also as PID 1 of a fresh PID namespace, as in a
// container. Whatever DATA_DIR's modes were, the server makes it private. And a DATA_DIR of an earlier
// version, with PGlite's files, is moved into SQLite at the first start, every row kept.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { PGlite } from "@electric-sql/pglite";

import { cleanApplication, cleanContact } from "../../src/lib/forms";
import { migrate, readMigrations } from "../../src/server/migrate";
import { pgliteDatabase } from "../../src/server/pglite-move";
import { ResumeStore } from "../../src/server/resumes";
import { openCliDatabase } from "../../src/server/storage";
import {
  insertApplication,
  insertMessages,
  listApplications,
  listMessages,
  listSubscribers,
  resumeUrl,
  subscribe,
} from "../../src/server/store";
import { applicationBody, contactBody, pdfBytes } from "./helpers";

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
    body: JSON.stringify({ name: "A", email: "a@example.org", phone: "1", message: text, elapsedMs: 5000 }),
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

describe("a DATA_DIR of an earlier version (PGlite in DATA_DIR/pgdata)", () => {
  it("is moved into SQLite at the first start, every row kept, and its files set aside", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "move-test-"));
    try {
      const resumeDir = path.join(dataDir, "resumes");
      const old = pgliteDatabase(await PGlite.create(path.join(dataDir, "pgdata")));
      await migrate(old, readMigrations("postgres"));
      await insertMessages(old, [cleanContact(contactBody({ message: "kept from PGlite" }))]);
      const store = new ResumeStore(old, resumeDir);
      const claimed = await store.save(Readable.from([pdfBytes(3000)]), "192.0.2.7");
      const pending = await store.save(Readable.from([pdfBytes(2000)]), "192.0.2.8");
      if (!claimed.ok || !pending.ok) throw new Error("an upload was refused");
      await insertApplication(old, cleanApplication(applicationBody(resumeUrl(claimed.id))));
      await subscribe(old, "fan@example.org");
      await old.close();

      const running = await start(dataDir, false);
      try {
        expect(running.output()).toMatch(
          /Moved: moved from PGlite \(1 messages, 1 applications, 1 subscribers, 2 resumes\)/,
        );
        expect(await postMessage("after the move")).toBe(201);
      } finally {
        await killed(running.child);
      }
      expect(readdirSync(dataDir).filter((name) => name.startsWith("pgdata"))).toEqual([
        expect.stringMatching(/^pgdata\.moved-\d{4}-\d{2}-\d{2}$/),
      ]);
      const opened = await openCliDatabase({ dataDir });
      try {
        expect((await listMessages(opened.db)).map((row) => row.message)).toEqual([
          "kept from PGlite",
          "after the move",
        ]);
        const [applied] = await listApplications(opened.db);
        expect(applied).toMatchObject({ name: applicationBody("").name, resume_id: claimed.id });
        expect((await listSubscribers(opened.db)).map((row) => row.email)).toEqual(["fan@example.org"]);
        const resumes = new ResumeStore(opened.db, resumeDir);
        expect(await resumes.content(claimed.id)).toEqual(pdfBytes(3000));
        // An upload whose application was not sent yet can still be named by it.
        expect(await resumes.content(pending.id)).toEqual(pdfBytes(2000));
      } finally {
        await opened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("is left as it was when it cannot be read, and the server says so and does not start", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "move-fail-test-"));
    try {
      mkdirSync(path.join(dataDir, "pgdata"));
      writeFileSync(path.join(dataDir, "pgdata", "PG_VERSION"), "not a database");
      await expect(start(dataDir, false)).rejects.toThrow(/Could not move the PGlite database in .*pgdata/);
      expect(readdirSync(path.join(dataDir, "pgdata"))).toEqual(["PG_VERSION"]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
