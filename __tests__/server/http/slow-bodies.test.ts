/** @jest-environment node */
// Slow bodies cannot shut visitors out: the compiled-from-source server runs as a child with the unit's
// open-file limit (LimitNOFILE=4096, through prlimit), 400 connections from 200 loopback addresses each
// trickle a body (JSON, urlencoded, multipart, the beacon) far below the minimum rate, and meanwhile a
// visitor gets the home page and sends the contact form. Every slow body is cut with 408. The figures are
// printed: connections open, the server's file descriptors, the visitor's times, when the cuts came.

import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { UPLOAD_PACING } from "../../../src/server/forms/upload-pacing";
import { contactBody } from "../helpers";
import { startUntilRunning, type Started } from "../service-process";

jest.setTimeout(120_000);

const CONNECTIONS = 400;
const ADDRESSES = 200;
const TRICKLE_MS = 2_000;

const hasPrlimit = (() => {
  try {
    execFileSync("prlimit", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPrlimit) console.log("slow-bodies: skipped, prlimit is missing (apt-get install util-linux)");
const maybe = hasPrlimit ? describe : describe.skip;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });

/** The head of one slow request of each kind the server takes, with its first byte. */
const SLOW_KINDS = [
  { url: "/api/message", type: "application/json", first: "{" },
  { url: "/api/message", type: "application/x-www-form-urlencoded", first: "n" },
  { url: "/api/register", type: "multipart/form-data; boundary=slow", first: "-" },
  { url: "/api/beacon", type: "text/plain", first: "{" },
];

/** Every slow client's socket, closed after the test whatever happened. */
const sockets = new Set<net.Socket>();

interface Slow {
  kind: string;
  /** The status line, and ms from the first byte sent to the answer. */
  status?: string;
  ms?: number;
  done: Promise<void>;
}

function slowRequest(port: number, localAddress: string, index: number): Promise<Slow> {
  const kind = SLOW_KINDS[index % SLOW_KINDS.length]!;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    sockets.add(socket);
    let answer = "";
    let started = 0;
    let trickle: NodeJS.Timeout | undefined;
    const slow: Partial<Slow> = { kind: `${kind.type.split(";")[0]} ${kind.url}` };
    slow.done = new Promise<void>((ended) => {
      socket.on("data", (chunk: Buffer) => {
        if (answer === "") slow.ms = Date.now() - started;
        answer += chunk.toString("latin1");
        slow.status = answer.split("\r\n", 1)[0];
      });
      socket.on("close", () => {
        clearInterval(trickle);
        ended();
      });
    });
    socket.once("error", (error) => {
      clearInterval(trickle);
      if (started === 0) reject(error);
    });
    socket.once("connect", () => {
      started = Date.now();
      socket.write(
        `POST ${kind.url} HTTP/1.1\r\nHost: x\r\nContent-Type: ${kind.type}\r\nContent-Length: 4000\r\n\r\n${kind.first}`,
      );
      // One byte every two seconds: a body that would take over two hours.
      trickle = setInterval(() => socket.writable && socket.write("a"), TRICKLE_MS);
      resolve(slow as Slow);
    });
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - start), value };
}

maybe("400 slow bodies from 200 addresses, with LimitNOFILE=4096", () => {
  let server: Started | undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), "slow-bodies-"));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    if (server) {
      server.child.kill("SIGTERM");
      const stopped = setTimeout(() => server?.child.kill("SIGKILL"), 10_000);
      await server.exited;
      clearTimeout(stopped);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("cuts every slow body with 408 while a visitor is served", async () => {
    const publicDir = path.join(dir, "public");
    mkdirSync(publicDir);
    writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
    const port = await freePort();
    server = await startUntilRunning(
      "prlimit",
      ["--nofile=4096:4096", "--", process.execPath, "--import", "tsx", "src/server/index.ts"],
      {
        cwd: path.join(__dirname, "../../.."),
        env: {
          ...process.env,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: path.join(dir, "data"),
          PUBLIC_DIR: publicDir,
          BACKUP_DAYS: "0",
          LOG_LEVEL: "warn",
        },
      },
    );
    const pid = server.child.pid!;
    const limit = execFileSync("prlimit", ["--nofile", "--noheadings", "--output=SOFT", `--pid=${pid}`])
      .toString()
      .trim();
    expect(limit).toBe("4096");

    const openedAt = Date.now();
    const slows = await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, index) =>
        slowRequest(port, `127.0.0.${2 + (index % ADDRESSES)}`, index),
      ),
    );
    const openMs = Date.now() - openedAt;
    // The server reads the heads; the bodies trickle.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const fds = readdirSync(`/proc/${pid}/fd`).length;
    const stillOpen = slows.filter((slow) => slow.status === undefined).length;

    const origin = `http://127.0.0.1:${port}`;
    const home = await timed(async () => {
      const response = await fetch(`${origin}/`);
      return { status: response.status, body: await response.text() };
    });
    const contact = await timed(async () => {
      const response = await fetch(`${origin}/api/message`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(contactBody()),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });

    await Promise.all(slows.map((slow) => slow.done));
    const times = slows.map((slow) => slow.ms ?? Infinity).sort((a, b) => a - b);
    const statuses = new Map<string, number>();
    for (const slow of slows) {
      const key = `${slow.kind}: ${slow.status ?? "(no answer)"}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    console.log(
      [
        `slow bodies: ${CONNECTIONS} connections from ${ADDRESSES} addresses opened in ${openMs} ms, ` +
          `${stillOpen} open while the visitor came; server fds ${fds} of 4096`,
        `visitor: GET / ${home.ms} ms (${home.value.status}), POST /api/message ${contact.ms} ms (${contact.value.status})`,
        `slow bodies answered after ${times[0]}–${times.at(-1)} ms (minimum rate: ` +
          `${UPLOAD_PACING.stallBytes} bytes in ${UPLOAD_PACING.stallMs} ms):`,
        ...[...statuses].map(([key, count]) => `  ${count} × ${key}`),
      ].join("\n"),
    );

    expect(stillOpen).toBe(CONNECTIONS);
    expect(home.value).toEqual({ status: 200, body: expect.stringContaining("<h1>Home</h1>") });
    expect(contact.value).toEqual({ status: 201, body: { ok: true } });
    // Generous: the figure to meet is 1 s; a shared machine may be slower, never minutes.
    expect(home.ms).toBeLessThan(5_000);
    expect(contact.ms).toBeLessThan(5_000);
    for (const slow of slows) expect(slow.status).toBe("HTTP/1.1 408 Request Timeout");
    // A cut is no error of the server's, and no parser or handler answers it a second time.
    expect(server.output()).not.toMatch(/"level":(40|50|60)/);
    // Cut at the first check after the minimum rate's window, not at the 300 s request timeout.
    expect(times.at(-1)).toBeLessThan(UPLOAD_PACING.stallMs * 3);
    expect(times[0]).toBeGreaterThanOrEqual(UPLOAD_PACING.stallMs - 500);
  });
});
