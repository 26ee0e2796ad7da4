// `npm run bench:api`: the forms server on each database in turn (SQLite in DATA_DIR, the default, and
// PostgreSQL, a throwaway server that scripts/with-postgres.sh starts), with its memory watched throughout:
//   1. idle after start: resident memory (RSS);
//   2. POST /api/message at full rate (16 connections);
//   3. GET / latency while 10 clients upload 5 MiB resumes in a loop (one visitor must not freeze the
//      server for others);
//   4. the message load again with the server killed (SIGKILL) in the middle: every answered message must
//      be found after a restart.
// Prints every figure and how it compares with the budgets; exits non-zero when one is not met. Everything
// runs on the loopback interface, bounded in time; run it on a quiet machine.
//
//   npm run bench:api [-- --duration 15 --connections 16 --engine sqlite|postgres]
//
// Then a 2 GiB backup's round trip on each database (./backup.ts); `-- --only=backup` runs
// that alone (`--backup-mib` sets its size).
// Then the service as an operator runs it (`-- --mode service` for this part alone): the compiled server
// under plain node (what the systemd unit starts) and `npm run serve` (npm, then node), each with its whole
// process tree's resident memory idle and at its peak through a short mixed load (messages, pages and
// 5 MiB uploads at once), against the same budget.
//
// `-- --mode beacons` runs the visit counter's benchmark instead: 1,000 beacons a second for 60 s
// (`--beacons-per-second`, `--beacon-seconds`), each from one of many visitors behind a proxy, while GET /
// is timed (budget: p99 ≤ 50 ms) and the contact form is sent twice a second (every one must be stored);
// then every beacon answered 204 must be in the counts.

import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import pg from "pg";

import { RESUME_FILE_FIELD } from "../../src/lib/form-fields";
import type { Database } from "../../src/server/storage/db";
import { openCliDatabase, type OpenDatabase } from "../../src/server/storage/open-database";
import { countRows } from "../../src/server/forms/store";
import { readCatalog } from "../../src/server/visit-counts/catalog";
import { readCounts } from "../../src/server/visit-counts/traffic-store";
import { descendants, memoryOf, treeRss } from "./lib/process-tree";
import { backupBench } from "./backup";

const BUDGET = { requestsPerSecond: 1500, p99Ms: 50, idleMiB: 150, peakMiB: 250 };
const ROOT = path.resolve(__dirname, "..", "..");

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

const DURATION_S = option("duration", 15);
const ENGINE_ARG = process.argv.includes("--engine")
  ? process.argv[process.argv.indexOf("--engine") + 1]
  : undefined;
const MODE = process.argv.includes("--mode") ? process.argv[process.argv.indexOf("--mode") + 1] : "forms";
const BEACONS_PER_SECOND = option("beacons-per-second", 1000);
const BEACON_SECONDS = option("beacon-seconds", 60);
const UPLOAD_CLIENTS = 10;
const UPLOAD_BYTES = 5 * 1024 * 1024;
const CONNECTIONS = option("connections", 16);
const ONLY = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
const BACKUP_MIB = option("backup-mib", 2048);

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
const PUBLIC_DIR = path.join(ROOT, "public");
const HAS_SITE = existsSync(path.join(PUBLIC_DIR, "index.html"));

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PUBLIC_DIR: HAS_SITE ? PUBLIC_DIR : path.join(ROOT, "no-site"),
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMIT_MAX: "100000000",
      RESUME_UPLOADS_PER_HOUR: "1000000",
      RESUME_MB_PER_HOUR: "1000000",
      SMTP_URL: "",
      ...env,
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

interface Engine {
  name: "SQLite" | "PostgreSQL";
  /** The server's environment for it. */
  env: Record<string, string>;
  open(): Promise<OpenDatabase>;
}

/** SQLite in a fresh DATA_DIR. */
function sqliteEngine(dataDir: string): Engine {
  return {
    name: "SQLite",
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: () => openCliDatabase({ dataDir }),
  };
}

/** A fresh schema on the PostgreSQL server of TEST_DATABASE_URL (scripts/with-postgres.sh starts one). */
async function postgresEngine(dataDir: string): Promise<Engine> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error("No TEST_DATABASE_URL: run through `npm run bench:api`, which starts PostgreSQL");
  const schema = `bench_${process.pid}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  return {
    name: "PostgreSQL",
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openCliDatabase({ dataDir, databaseUrl }),
  };
}

/** Rows and markers, read the way officers read them. */
async function withDatabase<T>(engine: Engine, work: (db: Database) => Promise<T>): Promise<T> {
  const opened = await engine.open();
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

const MIB = 1024 * 1024;

/** Samples the server's memory every 50 ms; its peak is the larger of the samples and the kernel's. */
function watchMemory(pid: number) {
  let peak = 0;
  const sample = (): number => {
    const rss = treeRss(pid);
    peak = Math.max(peak, rss);
    return rss;
  };
  const timer = setInterval(sample, 50);
  return {
    now: sample,
    peak: () => Math.max(peak, memoryOf(pid, "VmHWM")),
    stop: () => clearInterval(timer),
  };
}

const mib = (bytes: number): string => `${(bytes / MIB).toFixed(0)} MiB`;

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
function missingMarkers(engine: Engine, acknowledged: Set<string>): Promise<string[]> {
  return withDatabase(engine, async (db) => {
    const rows = await db.query<{ message: string }>(
      `SELECT message FROM messages WHERE message LIKE 'bench-%'`,
    );
    const found = new Set(rows.map((row) => row.message.split(" ")[0]));
    return [...acknowledged].filter((marker) => !found.has(marker));
  });
}

async function loadPhase(server: Server, engine: Engine): Promise<boolean> {
  const before = await withDatabase(engine, countRows);
  const acknowledged = new Set<string>();
  const result = await messageLoad(server.url, DURATION_S, acknowledged).done;
  const after = await withDatabase(engine, countRows);
  const lost = (await missingMarkers(engine, acknowledged)).length;
  const perSecond = acknowledged.size / result.duration;
  console.log(`\nLoad: POST /api/message, ${CONNECTIONS} connections, ${DURATION_S} s, ${engine.name}`);
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
}

async function killRun(engine: Engine): Promise<boolean> {
  const server = await startServer(engine.env);
  const acknowledged = new Set<string>();
  const killAfterMs = 5_000;
  const load = messageLoad(server.url, 60, acknowledged);
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  server.child.kill("SIGKILL");
  await stopServer(server, "SIGKILL");
  load.stop();
  await load.done;

  const restarted = await startServer(engine.env);
  try {
    const missing = await missingMarkers(engine, acknowledged);
    console.log(
      `\nDurability: the same load on ${engine.name}, the server killed with SIGKILL after ${killAfterMs / 1000} s, restarted`,
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
  // A PDF's pages are compressed streams: random bytes, which no database can compress further.
  const content = randomBytes(UPLOAD_BYTES - 64);
  content.write("%PDF-1.7\n", 0, "latin1");
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${RESUME_FILE_FIELD}"; filename="resume.pdf"\r\n` +
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
async function uploadPhase(server: Server, engine: Engine): Promise<boolean> {
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
    `\nUploads: GET / (${HAS_SITE ? "the built home page" : "no build: the 404 text"}) while ` +
      `${UPLOAD_CLIENTS} clients upload 5 MiB resumes in a loop, ${DURATION_S} s, ${engine.name}`,
  );
  console.table({
    "GET / requests": result.requests.total,
    "GET / latency p50": ms(result.latency.p50),
    "GET / latency p99": ms(result.latency.p99),
    "GET / latency max": ms(result.latency.max),
    "GET / errors / time-outs": `${result.errors} / ${result.timeouts}`,
    uploads: uploaded,
  });
  // Every upload stored: a refusal is read and dropped much faster than a resume is kept, and would
  // flatter (or, drained at full speed, spoil) the figures.
  const stored = [...statuses.keys()].every((status) => status === 201);
  const met = result.latency.p99 <= BUDGET.p99Ms && result.errors === 0 && result.timeouts === 0 && stored;
  console.log(
    `Budget: GET / p99 ≤ ${BUDGET.p99Ms} ms during the uploads, every upload stored (201): ${met ? "met" : "NOT met"}`,
  );
  return met;
}

interface Memory {
  idle: number;
  peak: number;
}

const BROWSER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const BEACON_CONNECTIONS = 32;
/** Distinct visitors the beacons come from (each well within the per-address limit). */
const VISITORS = 20_000;

/** The contact form, sent every `everyMs` until `until`: the latency and status of each. */
async function formsAnswering(url: string, until: number, everyMs: number) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const status = await fetch(`${url}/api/message`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Beacon Bench",
        subject: "Benchmark",
        email: "load@example.org",
        phone: "+91 00000 00000",
        message: "A message sent while beacons pour in.",
        elapsedMs: 10_000,
      }),
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.status,
      () => 0,
    );
    latencies.push(performance.now() - started);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return { statuses, latencies };
}

/**
 * The visit counter under a crowd: BEACONS_PER_SECOND beacons for BEACON_SECONDS, each from its own visitor
 * behind a proxy, GET / timed and the forms sent meanwhile.
 */
async function beaconBench(engine: Engine): Promise<{ met: boolean; memory: Memory }> {
  const server = await startServer({ ...engine.env, TRUST_PROXY: "1" });
  const memory = watchMemory(server.child.pid ?? 0);
  const catalog = readCatalog(HAS_SITE ? PUBLIC_DIR : undefined, ROOT);
  const routes = [...catalog.routes];
  const sponsors = catalog.sponsors.filter((sponsor) => sponsor.url).map((sponsor) => sponsor.slug);
  const logos = catalog.sponsors.map((sponsor) => sponsor.slug);
  const statuses = new Map<number, number>();
  /** Beacons answered 204, by kind (each connection's answers come in the order of its requests). */
  const accepted = { view: 0, seen: 0, click: 0 };
  type Kind = keyof typeof accepted;
  let next = 0;
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = memory.now();
    const until = Date.now() + BEACON_SECONDS * 1000;
    const beacons = autocannon({
      url: `${server.url}/api/beacon`,
      connections: BEACON_CONNECTIONS,
      overallRate: BEACONS_PER_SECOND,
      duration: BEACON_SECONDS,
      requests: [
        {
          method: "POST",
          setupRequest: (request, context) => {
            const n = next++;
            // One beacon in ten a logo click, one in ten a logo seen; the rest page views.
            const kind: Kind = n % 10 === 9 ? "click" : n % 10 === 8 ? "seen" : "view";
            (context as { kind?: Kind }).kind = kind;
            const body =
              kind === "click"
                ? { click: sponsors[n % sponsors.length] }
                : kind === "seen"
                  ? { seen: [logos[n % logos.length]] }
                  : { view: routes[n % routes.length] };
            const visitor = n % VISITORS;
            return {
              ...request,
              headers: {
                "content-type": "text/plain;charset=UTF-8",
                "user-agent": BROWSER_AGENT,
                "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
              },
              body: JSON.stringify(body),
            };
          },
          onResponse: (status, _body, context) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            const { kind } = context as { kind?: Kind };
            if (status === 204 && kind) accepted[kind]++;
          },
        },
      ],
    });
    const forms = formsAnswering(server.url, until, 500);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const home = await autocannon({ url: `${server.url}/`, connections: 2, duration: BEACON_SECONDS - 4 });
    const beaconResult = await beacons;
    const { statuses: formStatuses, latencies } = await forms;
    const peak = memory.peak();
    memory.stop();
    await stopServer(server, "SIGTERM");
    const stored = await withDatabase(engine, async (db) => {
      const counts = await readCounts(db, "2000-01-01", "2999-12-31");
      return {
        views: counts.pages.reduce((sum, row) => sum + row.views, 0),
        seen: counts.seen.reduce((sum, row) => sum + row.seen, 0),
        clicks: counts.clicks.reduce((sum, row) => sum + row.clicks, 0),
      };
    });
    // Views and logos seen are each counted; a click only once per visitor, logo and day, after a view
    // of the logo's page, so at most every click accepted.
    const counted = stored.views + stored.seen;
    const expected = accepted.view + accepted.seen;
    const list = (map: Map<number, number>) =>
      [...map].map(([status, count]) => `${count}×${status}`).join(", ");
    const sortedLatencies = [...latencies].sort((a, b) => a - b);
    const formP99 =
      sortedLatencies[Math.min(sortedLatencies.length - 1, Math.floor(sortedLatencies.length * 0.99))] ?? 0;
    console.log(
      `\nBeacons: ${BEACONS_PER_SECOND}/s for ${BEACON_SECONDS} s from ${VISITORS} visitors, GET / and the contact form meanwhile, ${engine.name}`,
    );
    console.table({
      "beacons per second (achieved)": (beaconResult.requests.total / beaconResult.duration).toFixed(0),
      "beacon answers": list(statuses),
      "beacon latency p50 / p99": `${ms(beaconResult.latency.p50)} / ${ms(beaconResult.latency.p99)}`,
      "beacon errors / time-outs": `${beaconResult.errors} / ${beaconResult.timeouts}`,
      "views + logos seen: accepted / stored": `${expected} / ${counted}`,
      "clicks: accepted / stored (once per visitor, logo and day)": `${accepted.click} / ${stored.clicks}`,
      "GET / requests": home.requests.total,
      "GET / latency p50": ms(home.latency.p50),
      "GET / latency p99": ms(home.latency.p99),
      "GET / errors / time-outs": `${home.errors} / ${home.timeouts}`,
      "contact form answers": list(formStatuses),
      "contact form latency p99": ms(formP99),
      "idle RSS / peak RSS": `${mib(idle)} / ${mib(peak)}`,
    });
    const rate = beaconResult.requests.total / beaconResult.duration;
    const formsMet = [...formStatuses.keys()].every((status) => status === 201) && formStatuses.size > 0;
    const met =
      rate >= BEACONS_PER_SECOND * 0.95 &&
      (statuses.get(204) ?? 0) === beaconResult.requests.total &&
      // Beacons still in flight when the load stopped were counted but their answers not read.
      counted >= expected &&
      counted <= expected + BEACON_CONNECTIONS &&
      stored.clicks <= accepted.click + BEACON_CONNECTIONS &&
      home.latency.p99 <= BUDGET.p99Ms &&
      home.errors + home.timeouts === 0 &&
      formsMet;
    console.log(
      `Budget: ≥ ${(BEACONS_PER_SECOND * 0.95).toFixed(0)} beacons/s, all answered 204 and counted (in flight at the end too), GET / p99 ≤ ${BUDGET.p99Ms} ms, ` +
        `every contact form stored (201): ${met ? "met" : "NOT met"}`,
    );
    return { met, memory: { idle, peak } };
  } finally {
    memory.stop();
    await stopServer(server, "SIGTERM");
  }
}

/** One engine: memory idle, then through the message load and the upload flood; then the kill run. */
async function benchEngine(engine: Engine): Promise<{ met: boolean; memory: Memory }> {
  const server = await startServer(engine.env);
  const memory = watchMemory(server.child.pid ?? 0);
  let loadMet = false;
  let uploadsMet = false;
  let idle = 0;
  let peak = 0;
  try {
    // Settled: start-up's work (migrations, the first backup, the sweep) is done.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    idle = memory.now();
    loadMet = await loadPhase(server, engine);
    uploadsMet = await uploadPhase(server, engine);
    peak = memory.peak();
  } finally {
    memory.stop();
    await stopServer(server, "SIGTERM");
  }
  const durable = await killRun(engine);
  return { met: loadMet && uploadsMet && durable, memory: { idle, peak } };
}

// --- The service as operators run it ---------------------------------------------------------------------

const SERVICE_LOAD_S = 10;

interface ServiceMemory {
  idle: number;
  peak: number;
  processes: number;
}

/** Starts `command` (the service) on a fresh DATA_DIR and waits until it answers. */
async function startService(command: string, args: string[], dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PUBLIC_DIR: HAS_SITE ? PUBLIC_DIR : path.join(ROOT, "no-site"),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      RATE_LIMIT_MAX: "100000000",
      RESUME_UPLOADS_PER_HOUR: "1000000",
      RESUME_MB_PER_HOUR: "1000000",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`${command} did not answer within 120 s`);
}

/** Idle, then messages, pages and uploads at once for SERVICE_LOAD_S: the tree's memory throughout. */
async function measureService(command: string, args: string[]): Promise<ServiceMemory> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-service-"));
  const server = await startService(command, args, dataDir);
  const pid = server.child.pid ?? 0;
  // The peak of every process of the tree, sampled (VmHWM covers the started process only).
  const memory = watchMemory(pid);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = memory.now();
    const processes = 1 + descendants(pid).length;
    const until = Date.now() + SERVICE_LOAD_S * 1000;
    const statuses = new Map<number, number>();
    await Promise.all([
      messageLoad(server.url, SERVICE_LOAD_S, new Set()).done,
      autocannon({ url: `${server.url}/`, connections: 4, duration: SERVICE_LOAD_S }),
      ...Array.from({ length: 4 }, () => uploadLoop(server.url, until, statuses)),
    ]);
    const peak = Math.max(memory.peak(), memory.now());
    return { idle, peak, processes };
  } finally {
    memory.stop();
    await stopServer(server, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The service's whole process tree, as the unit runs it and as `npm run serve` runs it. */
async function serviceBench(): Promise<boolean> {
  const loadNow = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
  const before = loadNow();
  const build = spawn(process.execPath, ["--import", "tsx", "scripts/build-server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const built = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  if (built !== 0) throw new Error("could not build the server (npm run build:server)");
  const rows: Record<string, Record<string, string | number>> = {};
  let met = true;
  for (const [name, command, args] of [
    ["node dist/server/index.js (the systemd unit)", process.execPath, ["dist/server/index.js"]],
    ["npm run serve", "npm", ["run", "serve"]],
  ] as const) {
    const memory = await measureService(command, [...args]);
    const within = memory.idle <= BUDGET.idleMiB * MIB && memory.peak <= BUDGET.peakMiB * MIB;
    met &&= within;
    rows[name] = {
      processes: memory.processes,
      "idle RSS": mib(memory.idle),
      "peak RSS": mib(memory.peak),
      budget: within ? "met" : "NOT met",
    };
  }
  console.log(
    `\nThe service's whole process tree (SQLite), idle 3 s after it answers and at its peak through ` +
      `${SERVICE_LOAD_S} s of messages (${CONNECTIONS} connections), pages (4) and 5 MiB uploads (4 clients) at once; ` +
      `budget: idle ≤ ${BUDGET.idleMiB} MiB, peak ≤ ${BUDGET.peakMiB} MiB. Load average before: ${before}, after: ${loadNow()}`,
  );
  console.table(rows);
  return met;
}

async function main(): Promise<void> {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  console.log(`${os.cpus().length} CPUs, load average ${load} (other work on the machine skews the figures)`);
  console.log(`Node ${process.version}`);
  if (MODE !== "forms" && MODE !== "beacons" && MODE !== "service")
    throw new Error(`--mode is forms, beacons or service, not ${MODE}`);
  if (MODE === "service") {
    process.exitCode = (await serviceBench()) ? 0 : 1;
    return;
  }
  const engines = ENGINE_ARG === undefined ? ["sqlite", "postgres"] : [ENGINE_ARG];
  if (ONLY !== undefined && ONLY !== "backup")
    throw new Error(`--only=backup is the one section, not ${ONLY}`);
  if (ONLY === "backup") {
    process.exitCode = (await backupBench(engines, BACKUP_MIB)) ? 0 : 1;
    return;
  }
  const memories: Record<string, { "idle RSS": string; "peak RSS": string; budget: string }> = {};
  let met = true;
  for (const name of engines) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
    try {
      if (name !== "sqlite" && name !== "postgres")
        throw new Error(`--engine is sqlite or postgres, not ${name}`);
      const engine = name === "sqlite" ? sqliteEngine(dataDir) : await postgresEngine(dataDir);
      const result = MODE === "beacons" ? await beaconBench(engine) : await benchEngine(engine);
      const memoryMet =
        result.memory.idle <= BUDGET.idleMiB * MIB && result.memory.peak <= BUDGET.peakMiB * MIB;
      memories[engine.name] = {
        "idle RSS": mib(result.memory.idle),
        "peak RSS": mib(result.memory.peak),
        budget: memoryMet ? "met" : "NOT met",
      };
      met &&= result.met && memoryMet;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nMemory of the server process (with any children), idle 3 s after start and at its peak through the ` +
      `message load and the upload flood; budget: idle ≤ ${BUDGET.idleMiB} MiB, peak ≤ ${BUDGET.peakMiB} MiB`,
  );
  console.table(memories);
  if (MODE === "forms") {
    met = (await backupBench(engines, BACKUP_MIB)) && met;
    met = (await serviceBench()) && met;
  }
  process.exitCode = met ? 0 : 1;
}

void main();
