/** @jest-environment node */
// Storage faults named as faults, on both engines: SQLite on a full disk (a small tmpfs, filled), and
// PostgreSQL cut off (its connections go through a relay this test closes). A write then answers 503
// with Retry-After and a plain message (JSON, or a page for the form sent without JavaScript), the
// fault is logged at error level with its cause, /api/health answers 503, and a visitor's own mistake
// stays a 400. A server restarted on the full disk starts, serves its pages and refuses writes so.

import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import { CONTACT_FORM } from "../../../src/lib/forms";
import { RETRY_AFTER_SECONDS, STORAGE_FAULT_MESSAGE } from "../../../src/server/http/faults";
import { ResumeStore } from "../../../src/server/forms/resumes";
import type { Database } from "../../../src/server/storage/db";
import { migrate } from "../../../src/server/storage/migrate";
import { openServerDatabase, type OpenDatabase } from "../../../src/server/storage/open-database";
import { contactPayload, formInputs } from "../../fixtures/payloads";
import { BACKENDS, connectToSchema, contactBody, multipart, NO_QUOTA, pdfBytes, testApp } from "../helpers";
import { startUntilRunning } from "../service-process";

jest.setTimeout(90_000);

/** A tmpfs of `megabytes` at a new directory, or undefined (with the reason printed) when not possible. */
function smallDisk(megabytes: number): { dir: string; unmount(): void } | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), "full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", dir], { stdio: "pipe" });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    dir,
    unmount() {
      execFileSync("umount", [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
const canMount = (() => {
  const disk = smallDisk(1);
  disk?.unmount();
  if (!disk) console.log("faults: the full-disk cases skipped, they need root (mount -t tmpfs)");
  return disk !== undefined;
})();

/** Writes to `dir` until the disk is full. */
function fill(dir: string): void {
  const fd = openSync(path.join(dir, `filler-${Date.now()}`), "w");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    // Down to the last bytes: what is left would hold no database page.
    try {
      for (;;) writeSync(fd, chunk.subarray(0, 512));
    } catch {
      /* full */
    }
  } finally {
    closeSync(fd);
  }
}

/** A relay to PostgreSQL that can be cut, as a network or a stopped server cuts it. */
async function relay(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

interface Broken {
  db: Database;
  /** The resume store's folder: its files (SQLite), or where uploads wait (PostgreSQL). */
  resumeDir: string;
  /** Makes storage fail: the disk full, or the database out of reach. */
  fail(): Promise<void>;
  close(): Promise<void>;
  /** The fault's code in the log. */
  cause: RegExp;
}

const ENGINES: Record<string, () => Promise<Broken | undefined>> = {
  async SQLite() {
    if (!canMount) return undefined;
    const disk = smallDisk(16)!;
    const dataDir = path.join(disk.dir, "data");
    const opened: OpenDatabase = await openServerDatabase({ dataDir, databaseUrl: undefined });
    return {
      db: opened.db,
      resumeDir: opened.resumeDir!,
      fail: async () => fill(disk.dir),
      async close() {
        await opened.close();
        disk.unmount();
      },
      cause: /SQLITE_FULL|ENOSPC|SQLITE_IOERR/,
    };
  },
  async PostgreSQL() {
    const through = await relay(new URL(process.env.TEST_DATABASE_URL!));
    const schema = `faults_${process.pid}_${Date.now()}`;
    const db = await connectToSchema(through.url, schema);
    await migrate(db);
    return {
      db,
      resumeDir: mkdtempSync(path.join(os.tmpdir(), "faults-uploads-")),
      fail: through.cut,
      close: () => db.close().catch(() => undefined),
      cause: /ECONNREFUSED|Connection terminated/i,
    };
  },
};

const CONTACT = formInputs(CONTACT_FORM, contactPayload({ email: "aisha@example.com", phone: "9876543210" }));

describe.each(BACKENDS)("a storage fault on %s", (backend) => {
  let broken: Broken | undefined;
  let app: FastifyInstance | undefined;
  const lines: string[] = [];
  beforeAll(async () => {
    broken = await ENGINES[backend]!();
    if (!broken) return;
    app = await testApp(
      { db: broken.db, resumes: new ResumeStore(broken.db, broken.resumeDir, NO_QUOTA) },
      { rateLimitMax: 1000, logger: { level: "info", stream: { write: (line) => void lines.push(line) } } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await broken?.close();
  });

  it("answers writes 503 with Retry-After, logs the cause at error level, and health says 503", async () => {
    if (!app || !broken) return;
    const message = () => app!.inject({ method: "POST", url: "/api/message", payload: contactBody() });
    expect((await message()).statusCode).toBe(201);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    await broken.fail();
    // The first write may still fit in what the disk had left; a few later it does not.
    let answer = await message();
    for (let tries = 0; answer.statusCode === 201 && tries < 50; tries++) answer = await message();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.json()).toEqual({ error: STORAGE_FAULT_MESSAGE });
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 50);
    expect(errors).toContainEqual(expect.objectContaining({ msg: "storage fault: answered 503" }));
    expect(JSON.stringify(errors)).toMatch(broken.cause);

    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));

    // The visitor's own mistake is still theirs.
    const bad = await app.inject({ method: "POST", url: "/api/message", payload: contactBody({ name: "" }) });
    expect(bad.statusCode).toBe(400);

    // The form sent without JavaScript: a plain page about our side, not "the form arrived incomplete".
    const plain = await app.inject({
      method: "POST",
      url: "/api/message",
      payload: new URLSearchParams(CONTACT).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(plain.statusCode).toBe(503);
    expect(plain.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(plain.headers["content-type"]).toMatch(/^text\/html/);
    expect(plain.body).toContain("problem on our side");
    expect(plain.body).not.toContain("arrived incomplete");

    // A resume: the disk full under its file, or the database gone at the quota check.
    const upload = await app.inject({
      method: "POST",
      url: "/api/resumes",
      ...multipart([{ content: pdfBytes(64 * 1024) }]),
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(JSON.stringify(upload.json())).toContain("The server could not store your resume just now.");
  });
});

(canMount ? describe : describe.skip)("a server restarted on a full disk", () => {
  it("starts, serves its pages, and refuses writes with 503", async () => {
    const disk = smallDisk(24)!;
    const publicDir = mkdtempSync(path.join(os.tmpdir(), "full-disk-site-"));
    writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
    mkdirSync(path.join(disk.dir, "data"));
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const start = () =>
      startUntilRunning(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
        cwd: path.join(__dirname, "../../.."),
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: path.join(disk.dir, "data"),
          PUBLIC_DIR: publicDir,
          BACKUP_DAYS: "0",
          LOG_LEVEL: "info",
        },
      });
    try {
      // A first start makes the database; a clean stop leaves no write-ahead log beside it.
      const first = await start();
      first.child.kill("SIGTERM");
      expect((await first.exited).code).toBe(0);
      fill(disk.dir);

      const server = await start();
      try {
        const origin = `http://127.0.0.1:${port}`;
        expect((await fetch(`${origin}/`)).status).toBe(200);
        // What the reserve gave back is used up again, as it would be by the same cause.
        fill(disk.dir);
        let answer = await fetch(`${origin}/api/message`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(contactBody()),
        });
        for (let tries = 0; answer.status === 201 && tries < 50; tries++)
          answer = await fetch(`${origin}/api/message`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(contactBody()),
          });
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
        expect((await fetch(`${origin}/api/health`)).status).toBe(503);
        expect((await fetch(`${origin}/`)).status).toBe(200);
        expect(server.output()).toContain("is full");
        expect(server.output()).toMatch(/"level":50.*SQLITE_FULL|"level":50.*ENOSPC/);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    } finally {
      disk.unmount();
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
