// Uploads are streamed on both engines: the compiled server (node dist/server/index.js, as the systemd unit
// runs it, with the unit's MemoryMax=250M in mind) takes 16 slow 5 MB resumes at once, 4 from each of 4
// addresses (each address within the default hourly quota), and its resident memory stays within 250 MiB
// throughout, on PostgreSQL as on SQLite. Prints the figures. (PostgreSQL mode once held every upload
// whole in memory: 315 MiB here.)

import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { memoryOf, treeRss } from "../../tools/bench/lib/process-tree";
import { openCliDatabase } from "../../src/server/storage/open-database";
import { multipart } from "./helpers";

const base = process.env.TEST_DATABASE_URL;
const ENGINES = process.env.SKIP_POSTGRES === "1" ? ["SQLite"] : ["SQLite", "PostgreSQL"];
const ROOT = path.resolve(__dirname, "../..");
const MIB = 1024 * 1024;
const BUDGET_MIB = 250;
const UPLOAD_BYTES = 5_000_000;
const ADDRESSES = ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"];
const PER_ADDRESS = 4;
/** How the visitors send: 64 KB, then a pause, so all 16 are under way together. */
const PIECE_BYTES = 64 * 1024;
const PAUSE_MS = 150;

jest.setTimeout(180_000);

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** One visitor's slow upload of a 5 MB PDF from `address`; resolves with the answer's status. */
function slowUpload(port: number, address: string): Promise<number> {
  // A PDF's pages are compressed streams: random bytes, which no database can compress further.
  const content = randomBytes(UPLOAD_BYTES);
  content.write("%PDF-1.7\n", 0, "latin1");
  const { payload, headers } = multipart([{ content }]);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: address,
        path: "/api/resumes",
        method: "POST",
        headers: { ...headers, "content-length": payload.length },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    const send = (at: number): void => {
      if (at >= payload.length) return void request.end();
      request.write(payload.subarray(at, at + PIECE_BYTES), () =>
        setTimeout(() => send(at + PIECE_BYTES), PAUSE_MS),
      );
    };
    send(0);
  });
}

describe("the server's memory under uploads", () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "upload-memory-"));
  const schema = `memory_${process.pid}_${Date.now()}`;
  // Inside the repository, where the bundle finds better-sqlite3 in node_modules.
  const outdir = path.join(ROOT, "dist", `upload-memory-${process.pid}`);

  beforeAll(() => {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build-server.ts", "--outdir", outdir], {
      cwd: ROOT,
    });
  });
  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(outdir, { recursive: true, force: true });
    if (!base) return;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  /** The server's DATABASE_URL for `engine`: none (SQLite), or a fresh schema on the test server. */
  async function databaseUrl(engine: string): Promise<string> {
    if (engine === "SQLite") return "";
    if (!base) throw new Error("TEST_DATABASE_URL is not set: run through scripts/with-postgres.sh");
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    const url = new URL(base);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return url.toString();
  }

  it.each(ENGINES)(
    `stays within ${BUDGET_MIB} MiB on %s with 16 slow 5 MB uploads in flight`,
    async (engine) => {
      const database = await databaseUrl(engine);
      const dataDir = path.join(scratch, engine);
      const port = await freePort();
      const child = spawn(process.execPath, [path.join(outdir, "index.js")], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
          PUBLIC_DIR: path.join(scratch, "no-site"),
          DATABASE_URL: database,
          SMTP_URL: "",
          // The default quota: RESUME_UPLOADS_PER_HOUR=6 and RESUME_MB_PER_HOUR=20 hold 4 of 5 MB.
          RESUME_UPLOADS_PER_HOUR: "",
          RESUME_MB_PER_HOUR: "",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "inherit"],
      });
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        await new Promise<void>((resolve, reject) => {
          let output = "";
          child.stdout.on("data", (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes("Site running")) resolve();
          });
          child.once("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
        });
        const pid = child.pid!;
        const idle = treeRss(pid);
        let peak = idle;
        const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 50);
        const started = Date.now();
        const statuses = await Promise.all(
          ADDRESSES.flatMap((address) =>
            Array.from({ length: PER_ADDRESS }, () => slowUpload(port, address)),
          ),
        ).finally(() => clearInterval(sampler));
        peak = Math.max(peak, memoryOf(pid, "VmHWM"));
        console.log(
          `${engine}, 16 slow 5 MB uploads from 4 addresses in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
            `statuses ${statuses.join(" ")}; RSS idle ${(idle / MIB).toFixed(0)} MiB, ` +
            `peak ${(peak / MIB).toFixed(0)} MiB (budget ${BUDGET_MIB} MiB)`,
        );
        expect(statuses).toEqual(statuses.map(() => 201));
        const stored = await openCliDatabase({ dataDir, databaseUrl: database });
        try {
          const [row] = await stored.db.query<{ n: number }>(
            "SELECT CAST(count(*) AS integer) AS n FROM resumes WHERE bytes = $1",
            [UPLOAD_BYTES],
          );
          expect(row?.n).toBe(16);
        } finally {
          await stored.close();
        }
        expect(peak / MIB).toBeLessThanOrEqual(BUDGET_MIB);
      } finally {
        child.kill("SIGTERM");
        await exited;
      }
    },
  );
});
