/** @jest-environment node */
// What a hostile visitor tried: proxies, stalled bodies, malformed chunked bodies, bad URLs,
// oversized multipart envelopes, and uploads from one address; and how resumes are held.

import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";

import type { FastifyInstance } from "fastify";

import { RESUME_FILE_FIELD, RESUME_REQUIRED } from "../../../src/lib/forms";
import type { AppSettings } from "../../../src/server/http/app";
import type { GivenParts } from "../../../src/server/http/parts";
import { UNKNOWN_FIELD } from "../../../src/server/forms/resume-intake";
import { ResumeStore, deleteOrphanFiles, resumeContent } from "../../../src/server/forms/resumes";
import { resumeIdOf } from "../../../src/server/forms/store";
import {
  ago,
  HOUR_MS,
  multipart,
  openTestDatabase,
  pdfBytes,
  shortenTimeouts,
  testApp,
  type TestDatabase,
  testResumes,
} from "../helpers";

jest.setTimeout(60_000);

let testDb: TestDatabase;
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hardening-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  testDb = await openTestDatabase("SQLite");
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function app(
  given: Partial<GivenParts> = {},
  settings: Partial<AppSettings> = {},
): Promise<FastifyInstance> {
  const built = await testApp({ db: testDb.db, ...given }, settings);
  apps.push(built);
  return built;
}

/** Log lines at error level or worse (pino's level 50+), from an app built with a `logger` stream. */
function errorLog(): { stream: Writable; errors: string[] } {
  const errors: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        if ((JSON.parse(line) as { level: number }).level >= 50) errors.push(line);
      done();
    },
  });
  return { stream, errors };
}

/** Sends raw bytes on a new connection; the whole answer once the server closes it (or `waitMs` passes). */
function raw(port: number, bytes: string, waitMs = 5_000): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    const done = () => resolve({ answer, ms: Date.now() - started });
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, waitMs);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => {
      clearTimeout(timer);
      done();
    });
    socket.on("error", () => undefined);
  });
}

async function listening(instance: FastifyInstance): Promise<number> {
  await instance.listen({ port: 0, host: "127.0.0.1" });
  return (instance.server.address() as net.AddressInfo).port;
}

describe("proxies are trusted by count", () => {
  it("a spoofed leftmost X-Forwarded-For cannot dodge the rate limit behind one proxy", async () => {
    const limited = await app({}, { rateLimitMax: 3, trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await limited.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: { email: "" },
        remoteAddress: "10.0.0.2",
        // nginx appends the address it saw; the client wrote everything before it.
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.50` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const other = await limited.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "" },
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": "203.0.113.51" },
    });
    expect(other.statusCode).toBe(400);
  });

  it("trusts only the listed proxy addresses", async () => {
    const limited = await app({}, { rateLimitMax: 1, trustProxy: ["10.0.0.2"] });
    const from = (remoteAddress: string, forwarded: string) =>
      limited.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: { email: "" },
        remoteAddress,
        headers: { "x-forwarded-for": forwarded },
      });
    expect((await from("192.0.2.9", "203.0.113.1")).statusCode).toBe(400);
    // Not from the proxy: its X-Forwarded-For is ignored, the address is 192.0.2.9's again.
    expect((await from("192.0.2.9", "203.0.113.2")).statusCode).toBe(429);
  });
});

describe("connections per address", () => {
  /** app.ts's limit for one address that is not a trusted proxy. */
  const MAX_CONNECTIONS_PER_ADDRESS = 32;
  /** Opens a connection from `localAddress`; resolves once it is open, and says when it closes. */
  const connect = (port: number, localAddress: string) =>
    new Promise<{ socket: net.Socket; closed: Promise<void> }>((resolve, reject) => {
      const socket = net.connect({ port, host: "127.0.0.1", localAddress });
      const closed = new Promise<void>((ended) => socket.once("close", () => ended()));
      socket.once("error", reject);
      socket.once("connect", () => resolve({ socket, closed }));
    });
  const answered = (port: number, localAddress: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect({ port, host: "127.0.0.1", localAddress }, () =>
        socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      );
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      socket.once("close", () => resolve(answer.split("\r\n", 1)[0] ?? ""));
      socket.once("error", reject);
    });

  it(`closes one address's connection past ${MAX_CONNECTIONS_PER_ADDRESS} at once; other addresses are served`, async () => {
    const instance = await app();
    const port = await listening(instance);
    const held = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_ADDRESS; i++) held.push(await connect(port, "127.0.0.3"));
    // Accepted in order: the next one from that address is counted after these.
    expect(await answered(port, "127.0.0.3")).toBe("");
    expect(await answered(port, "127.0.0.4")).toBe("HTTP/1.1 200 OK");
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    // Until the server has seen them close too.
    const open = () =>
      new Promise<number>((resolve) => instance.server.getConnections((_, count) => resolve(count)));
    while ((await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await answered(port, "127.0.0.3")).toBe("HTTP/1.1 200 OK");
  });
});

describe("timeouts", () => {
  it("cuts off a request whose body stalls, within the limit", async () => {
    const instance = await app();
    shortenTimeouts(instance, { idleMs: 1_000, requestMs: 3_000, headersMs: 1_000 });
    const port = await listening(instance);
    const { ms } = await raw(
      port,
      "POST /api/message HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
      10_000,
    );
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4_000);
  });

  it("sets the defaults on the server", async () => {
    const instance = await app();
    expect(instance.server.headersTimeout).toBe(15_000);
    expect(instance.server.requestTimeout).toBe(300_000);
    expect(instance.server.keepAliveTimeout).toBe(5_000);
    expect(instance.server.timeout).toBe(30_000);
  });
});

describe("every error is the API's own", () => {
  it("answers a malformed chunked body with a plain 400 and logs nothing at error level", async () => {
    const log = errorLog();
    const instance = await app({}, { rateLimitMax: 10, logger: { level: "info", stream: log.stream } });
    const port = await listening(instance);
    const { answer } = await raw(
      port,
      "POST /api/message HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(/TypeError|normalizeIP|stack/i);
    expect(log.errors).toEqual([]);
  });

  it("answers a URL that does not decode, outside the API, with an HTML 400 that does not echo it", async () => {
    const instance = await app();
    const response = await instance.inject({ method: "GET", url: "/%ff%fe-secret" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).not.toContain("secret");
    expect(response.body).not.toContain("FST_");
    const api = await instance.inject({ method: "GET", url: "/api/%ff%fe-secret" });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: "Malformed request" });
  });

  it("answers /api itself with JSON 404", async () => {
    const instance = await app();
    for (const url of ["/api", "/api/"]) {
      const response = await instance.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Not found" });
    }
  });

  it("names a part an upload does not take: a field is not a too-large resume", async () => {
    const instance = await app();
    const boundary = "----many-fields";
    const fields = Array.from(
      { length: 12 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    ).join("");
    const file = multipart([{ content: pdfBytes(100) }]);
    const payload = Buffer.concat([
      Buffer.from(fields),
      Buffer.from(
        file.payload.toString("latin1").replaceAll("----jest-boundary-7MA4YWxkTrZu0gW", boundary),
        "latin1",
      ),
    ]);
    const response = await instance.inject({
      method: "POST",
      url: "/api/resumes",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { f0: UNKNOWN_FIELD, [RESUME_FILE_FIELD]: RESUME_REQUIRED } });
  });

  it("names the JSON body limit", async () => {
    const instance = await app();
    const response = await instance.inject({
      method: "POST",
      url: "/api/message",
      payload: { message: "x".repeat(64 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "The request is larger than 64 KB" });
  });
});

describe("resumes", () => {
  const upload = (instance: FastifyInstance, remoteAddress: string, size = 4096) =>
    instance.inject({
      method: "POST",
      url: "/api/resumes",
      remoteAddress,
      ...multipart([{ content: pdfBytes(size) }]),
    });

  it("are private files with a checksum in the database, not bytes in the database", async () => {
    const dir = tempDir();
    const instance = await app({ resumes: new ResumeStore(testDb.db, dir) });
    const response = await upload(instance, "192.0.2.1");
    expect(response.statusCode).toBe(201);
    const id = resumeIdOf(response.json<{ url: string }>().url);
    expect(readdirSync(dir)).toEqual([id]);
    expect(statSync(path.join(dir, id)).mode & 0o777).toBe(0o600);
    const [row] = await testDb.db.query<{ content: unknown; sha256: string; bytes: number }>(
      `SELECT content, sha256, bytes FROM resumes WHERE id = $1`,
      [id],
    );
    expect(row).toMatchObject({ content: null, bytes: 4096 });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await resumeContent(testDb.db, id, dir)).toEqual(pdfBytes(4096));
    writeFileSync(path.join(dir, id), pdfBytes(4095));
    await expect(resumeContent(testDb.db, id, dir)).rejects.toThrow(/checksum/);
  });

  it("are limited per address and hour, by count and by bytes", async () => {
    const counted = await app({ resumes: testResumes(testDb.db, { count: 2, bytes: 1e9 }) });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await upload(counted, "192.0.2.10")).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await upload(counted, "192.0.2.10")).json()).toEqual({
      errors: {
        [RESUME_FILE_FIELD]:
          "At most 2 resumes an hour may be sent from one connection. Please try again in an hour.",
      },
    });
    expect((await upload(counted, "192.0.2.11")).statusCode).toBe(201);

    const sized = await app({
      resumes: testResumes(testDb.db, { count: 100, bytes: 10_000 }),
    });
    const bytes = [];
    for (let i = 0; i < 3; i++) bytes.push((await upload(sized, "192.0.2.20", 4096)).statusCode);
    expect(bytes).toEqual([201, 201, 429]);
    expect((await upload(sized, "192.0.2.20", 4096)).json()).toEqual({
      errors: {
        [RESUME_FILE_FIELD]:
          "At most 10000 bytes of resumes an hour may be sent from one connection. Please try again in an hour.",
      },
    });
  });

  it("unclaimed ones and files no row names are swept", async () => {
    const dir = tempDir();
    const store = new ResumeStore(testDb.db, dir);
    const instance = await app({ resumes: new ResumeStore(testDb.db, dir) });
    const id = resumeIdOf((await upload(instance, "192.0.2.30")).json<{ url: string }>().url);
    const stray = path.join(dir, "00000000-0000-4000-8000-00000000dead");
    const recent = path.join(dir, "00000000-0000-4000-8000-00000000beef");
    writeFileSync(stray, "left by a crash");
    utimesSync(stray, new Date(0), new Date(0));
    writeFileSync(recent, "being written");
    expect(await store.sweep()).toBe(0);
    // The old stray went; the recent file may still be mid-upload.
    expect(readdirSync(dir).sort()).toEqual([id, path.basename(recent)].sort());
    await testDb.db.query(`UPDATE resumes SET created_at = $2 WHERE id = $1`, [id, ago(3 * HOUR_MS)]);
    expect(await store.sweep()).toBe(1);
    expect(readdirSync(dir)).toEqual([path.basename(recent)]);
    expect(await deleteOrphanFiles(testDb.db, dir, 0)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });
});
