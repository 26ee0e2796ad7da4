// `npm run bench:api`: POST /api/message under load on PGlite, then the same load with the server killed
// (SIGKILL) in the middle of it. `--mode uploads`: the latency of GET / while 10 clients upload 5 MiB
// resumes in a loop (one visitor must not freeze the server for others). Prints figures; it is not a test
// with a pass mark, but it says how the figures compare with the budget. Everything runs on the loopback
// interface, bounded in time; run it under the heavy-command lock.
//
//   npm run bench:api [-- --duration 15 --connections 16]
//   npm run bench:api -- --mode uploads [--duration 15]

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import type { Database } from "../src/server/db";
import { openCliDatabase } from "../src/server/storage";
import { countRows } from "../src/server/store";

const BUDGET = { requestsPerSecond: 1500, p99Ms: 50 };
const ROOT = path.resolve(__dirname, "..");

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

const DURATION_S = option("duration", 15);
const MODE = process.argv.includes("--mode") ? process.argv[process.argv.indexOf("--mode") + 1] : "messages";
const UPLOAD_CLIENTS = 10;
const UPLOAD_BYTES = 5 * 1024 * 1024;
const CONNECTIONS = option("connections", 16);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

interface Server {
  child: ChildProcess;
  url: string;
}

/** The real server, in one process (node with tsx's loader), so a SIGKILL reaches the server itself. */
async function startServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, "no-site"),
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMIT_MAX: "100000000",
      SMTP_URL: "",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start within 60 s");
}

async function stopServer({ child }: Server, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** Rows and markers, read the way officers read them (through the server's socket when it runs). */
async function withDatabase<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const opened = await openCliDatabase({ dataDir });
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

type Marked = { marker?: string };

/**
 * A message per request, each with its own marker so that every acknowledged one can be looked for
 * afterwards. `done` gives autocannon's result; `stop` ends the load early.
 */
function messageLoad(url: string, duration: number, acknowledged: Set<string>) {
  let next = 0;
  let stop = (): void => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/message`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            setupRequest: (request, context) => {
              const marker = `bench-${process.pid}-${next++}`;
              (context as Marked).marker = marker;
              return {
                ...request,
                body: JSON.stringify({
                  name: "Load Test",
                  subject: "Benchmark",
                  email: "load@example.org",
                  phone: "+91 00000 00000",
                  message: `${marker} A message of a realistic length for the contact form, a line or two long.`,
                  elapsedMs: 10_000,
                }),
              };
            },
            onResponse: (status, _body, context) => {
              const { marker } = context as Marked;
              if (status === 201 && marker) acknowledged.add(marker);
            },
          },
        ],
      },
      (error: unknown, result) => (error ? reject(error) : resolve(result)),
    );
    stop = () => instance.stop();
  });
  return { done, stop: () => stop() };
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** The acknowledged markers that no stored message carries. */
function missingMarkers(dataDir: string, acknowledged: Set<string>): Promise<string[]> {
  const markers = [...acknowledged];
  return withDatabase(dataDir, async (db) => {
    const rows = await db.query<{ marker: string }>(
      `SELECT split_part(message, ' ', 1) AS marker FROM messages WHERE split_part(message, ' ', 1) = ANY($1)`,
      [markers],
    );
    const found = new Set(rows.map((row) => row.marker));
    return markers.filter((marker) => !found.has(marker));
  });
}

async function loadRun(dataDir: string): Promise<boolean> {
  const server = await startServer(dataDir);
  try {
    const before = await withDatabase(dataDir, countRows);
    const acknowledged = new Set<string>();
    const result = await messageLoad(server.url, DURATION_S, acknowledged).done;
    const after = await withDatabase(dataDir, countRows);
    const lost = (await missingMarkers(dataDir, acknowledged)).length;
    const perSecond = acknowledged.size / result.duration;
    console.log(`\nLoad: POST /api/message, ${CONNECTIONS} connections, ${DURATION_S} s, PGlite`);
    console.table({
      "accepted (201) per second": perSecond.toFixed(0),
      "latency p50": ms(result.latency.p50),
      "latency p99": ms(result.latency.p99),
      "non-2xx responses": result.non2xx,
      "errors / time-outs": `${result.errors} / ${result.timeouts}`,
      "accepted (201)": acknowledged.size,
      "rows stored": after.messages - before.messages,
      "accepted but not stored (lost)": lost,
    });
    console.log("(Rows stored beyond those accepted were in flight when the load stopped.)");
    const met = perSecond >= BUDGET.requestsPerSecond && result.latency.p99 <= BUDGET.p99Ms && lost === 0;
    console.log(
      `Budget ≥ ${BUDGET.requestsPerSecond}/s, p99 ≤ ${BUDGET.p99Ms} ms, 0 lost: ${met ? "met" : "NOT met"}`,
    );
    return met;
  } finally {
    await stopServer(server, "SIGTERM");
  }
}

async function killRun(dataDir: string): Promise<boolean> {
  const server = await startServer(dataDir);
  const acknowledged = new Set<string>();
  const killAfterMs = 5_000;
  const load = messageLoad(server.url, 60, acknowledged);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  server.child.kill("SIGKILL");
  await stopServer(server, "SIGKILL");
  load.stop();
  await load.done;

  const restarted = await startServer(dataDir);
  try {
    const missing = await missingMarkers(dataDir, acknowledged);
    console.log(
      `\nDurability: the same load, the server killed with SIGKILL after ${killAfterMs / 1000} s, restarted`,
    );
    console.table({
      "answered 201 before the kill": acknowledged.size,
      "of those, found after the restart": acknowledged.size - missing.length,
      missing: missing.length,
    });
    console.log(
      missing.length === 0
        ? "Every request answered 201 is stored."
        : `LOST: ${missing.slice(0, 5).join(", ")}…`,
    );
    return missing.length === 0;
  } finally {
    await stopServer(restarted, "SIGTERM");
  }
}

/** One upload client: posts a 5 MiB PDF to /api/resumes again and again until `until`. */
async function uploadLoop(url: string, until: number, statuses: Map<number, number>): Promise<void> {
  const boundary = "----bench-upload-boundary";
  const content = Buffer.alloc(UPLOAD_BYTES - 64, 0x20);
  content.write("%PDF-1.7\n", 0, "latin1");
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const target = new URL(`${url}/api/resumes`);
  while (Date.now() < until) {
    const status = await new Promise<number>((resolve) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          headers: {
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": body.length,
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", () => resolve(0));
      request.end(body);
    });
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}

/** GET / latency while UPLOAD_CLIENTS clients upload 5 MiB resumes in a loop. */
async function uploadRun(dataDir: string): Promise<boolean> {
  const publicDir = path.join(ROOT, "public");
  const hasSite = existsSync(path.join(publicDir, "index.html"));
  const server = await startServer(dataDir, {
    PUBLIC_DIR: hasSite ? publicDir : path.join(dataDir, "no-site"),
    RESUME_UPLOADS_PER_HOUR: "1000000",
    RESUME_MB_PER_HOUR: "1000000",
  });
  try {
    const statuses = new Map<number, number>();
    const until = Date.now() + DURATION_S * 1000;
    const uploads = Promise.all(
      Array.from({ length: UPLOAD_CLIENTS }, () => uploadLoop(server.url, until, statuses)),
    );
    // Let the uploads get going before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const result = await autocannon({ url: `${server.url}/`, connections: 2, duration: DURATION_S - 2 });
    await uploads;
    const uploaded = [...statuses].map(([status, count]) => `${count}×${status}`).join(", ");
    console.log(
      `\nUploads: GET / (${hasSite ? "the built home page" : "no build: the 404 text"}) while ` +
        `${UPLOAD_CLIENTS} clients upload 5 MiB resumes in a loop, ${DURATION_S} s, PGlite`,
    );
    console.table({
      "GET / requests": result.requests.total,
      "GET / latency p50": ms(result.latency.p50),
      "GET / latency p99": ms(result.latency.p99),
      "GET / latency max": ms(result.latency.max),
      "GET / errors / time-outs": `${result.errors} / ${result.timeouts}`,
      uploads: uploaded,
    });
    const met = result.latency.p99 <= BUDGET.p99Ms && result.errors === 0 && result.timeouts === 0;
    console.log(`Budget: GET / p99 ≤ ${BUDGET.p99Ms} ms during the uploads: ${met ? "met" : "NOT met"}`);
    return met;
  } finally {
    await stopServer(server, "SIGTERM");
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
  try {
    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
    console.log(
      `${os.cpus().length} CPUs, load average ${load} (other work on the machine skews the figures)`,
    );
    console.log(`Node ${process.version}, data in ${dataDir}`);
    if (MODE === "uploads") {
      process.exitCode = (await uploadRun(dataDir)) ? 0 : 1;
      return;
    }
    if (MODE !== "messages") throw new Error(`--mode is messages (the default) or uploads, not ${MODE}`);
    const loadMet = await loadRun(dataDir);
    const durable = await killRun(dataDir);
    process.exitCode = loadMet && durable ? 0 : 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
