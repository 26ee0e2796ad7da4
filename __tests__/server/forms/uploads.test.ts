/** @jest-environment node */
// Uploads that one visitor cannot spoil for another, tried against a real server on 127.0.0.1 with raw
// sockets that trickle their bytes: slow and stalled uploads beside a third visitor's, one address's
// uploads sent at once against its quota, a full disk, two files in one upload, fields a form does not
// have, and the message of each limit.

import fs, { mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PassThrough, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

import type { FastifyInstance } from "fastify";

import { HONEYPOT_FIELD, RESUME_FILE_FIELD, RESUME_REQUIRED } from "../../../src/lib/forms";
import { formatBytes } from "../../../src/lib/format";
import { BEACON_BODY_LIMIT } from "../../../src/lib/traffic";
import { applicationPayload } from "../../fixtures/payloads";
import type { AppSettings } from "../../../src/server/http/app";
import type { GivenParts } from "../../../src/server/http/parts";
import { postedInputNames } from "../../../src/server/forms/form-page";
import { ONE_FILE_ONLY, UNKNOWN_FIELD } from "../../../src/server/forms/resume-intake";
import { ResumeStore } from "../../../src/server/forms/resumes";
import { UPLOAD_PACING, UploadPacer } from "../../../src/server/forms/upload-pacing";
import {
  FILLED_SLOWLY,
  NO_QUOTA,
  contactBody,
  multipart,
  openTestDatabase,
  pdfBytes,
  type TestDatabase,
  messagesBeside,
  shortenTimeouts,
  testApp,
  testResumes,
} from "../helpers";

jest.setTimeout(180_000);

let testDb: TestDatabase;
const apps: FastifyInstance[] = [];
const sockets: net.Socket[] = [];
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "uploads-"));
  dirs.push(dir);
  return dir;
};
/** Rows of one table, for before-and-after counts. */
async function rows(db: TestDatabase["db"], table: "resumes" | "messages" | "applications"): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT CAST(count(*) AS integer) AS n FROM ${table}`);
  return row?.n ?? 0;
}
const STORAGE_FAILED = "The server could not store your resume just now. Please try again later.";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  testDb = await openTestDatabase("SQLite");
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
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
  const built = await testApp({ db: testDb.db, ...given }, { rateLimitMax: 100_000, ...settings });
  apps.push(built);
  return built;
}

async function listening(
  given: Partial<GivenParts> = {},
  settings: Partial<AppSettings> = {},
  timeouts: Parameters<typeof shortenTimeouts>[1] = {},
): Promise<number> {
  const instance = await app(given, settings);
  shortenTimeouts(instance, timeouts);
  await instance.listen({ port: 0, host: "127.0.0.1" });
  return (instance.server.address() as net.AddressInfo).port;
}

interface Answer {
  status: number;
  body: string;
  /** From the connection's start to the whole answer (or the connection's end). */
  ms: number;
}

/**
 * One upload on its own connection: the request's head and the file part's header at once, then the
 * file `chunk` bytes every `everyMs` (all at once without it). `answer` settles with the whole response,
 * or status 0 when the connection ended without one.
 */
function rawUpload(port: number, size: number, pace?: { chunk: number; everyMs: number }) {
  const boundary = "----raw-upload-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${RESUME_FILE_FIELD}"; filename="cv.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const content = pdfBytes(size);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + content.length + tail.length;
  const started = Date.now();
  const socket = net.connect(port, "127.0.0.1");
  sockets.push(socket);
  socket.on("error", () => undefined);
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const sendRest = () => {
    clearInterval(timer);
    if (socket.destroyed) return;
    socket.write(content.subarray(sent));
    sent = content.length;
    socket.write(tail);
  };
  socket.on("connect", () => {
    socket.write(
      `POST /api/resumes HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
    );
    socket.write(head);
    if (!pace) return sendRest();
    timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      const piece = content.subarray(sent, sent + pace.chunk);
      sent += piece.length;
      socket.write(piece);
      if (sent >= content.length) {
        clearInterval(timer);
        socket.write(tail);
      }
    }, pace.everyMs);
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const answer = new Promise<Answer>((resolve) => {
    let received = Buffer.alloc(0);
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      const text = received.toString("latin1");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.split("\r\n\r\n").slice(1).join("\r\n\r\n"), ms: Date.now() - started });
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const declared = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, split));
      if (split >= 0 && declared && text.length - split - 4 >= Number(declared[1])) settle();
    });
    socket.on("close", settle);
  });
  return { answer, closed, sent: () => sent, size, sendRest, socket };
}

describe("a waiting or slow upload never makes another visitor's upload fail", () => {
  it("a third visitor's 1 MB upload gets 201 while two 3 MB uploads trickle at 40 KB/s", async () => {
    // A short idle timeout: an upload left unread behind the slow ones would be reset within 3 s.
    const port = await listening(
      { resumes: new ResumeStore(testDb.db, tempDir(), NO_QUOTA) },
      {},
      { idleMs: 3_000 },
    );
    const slow = [0, 1].map(() => rawUpload(port, 3 * 1024 * 1024, { chunk: 4 * 1024, everyMs: 100 }));
    await sleep(1_000);
    const third = await rawUpload(port, 1024 * 1024).answer;
    const progress = slow.map((upload) => upload.sent());
    console.log(
      `third visitor's 1 MB upload: ${third.status} in ${third.ms} ms; the slow ones had sent ` +
        `${progress.map((bytes) => `${Math.round(bytes / 1024)} KB`).join(" and ")} of 3 MB`,
    );
    expect(third.status).toBe(201);
    expect(JSON.parse(third.body)).toEqual({ url: expect.stringMatching(/^\/api\/resumes\//) });
    for (const bytes of progress) expect(bytes).toBeLessThan(3 * 1024 * 1024);
    // The slow ones were not harmed either: they finish and are stored.
    for (const upload of slow) upload.sendRest();
    const answers = await Promise.all(slow.map((upload) => upload.answer));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
  });

  it("a third visitor's upload gets 201 while 200 uploads stall (a byte every 5 s); the stalled ones are cut", async () => {
    // As deployed, behind the proxy (TRUST_PROXY=1): all 200 come from its one address, which the
    // per-address connection cap leaves alone.
    const port = await listening(
      { resumes: new ResumeStore(testDb.db, tempDir(), NO_QUOTA) },
      { trustProxy: 1 },
    );
    const stalled = Array.from({ length: 200 }, () =>
      rawUpload(port, 64 * 1024, { chunk: 1, everyMs: 5_000 }),
    );
    await sleep(1_000);
    const third = await rawUpload(port, 1024 * 1024).answer;
    console.log(`third visitor's 1 MB upload beside 200 stalled ones: ${third.status} in ${third.ms} ms`);
    expect(third.status).toBe(201);
    expect(stalled.every((upload) => upload.sent() < 100)).toBe(true);
    const cut = await Promise.all(stalled.map((upload) => upload.answer));
    const { stallMs } = UPLOAD_PACING;
    const times = cut.map((answer) => answer.ms);
    console.log(
      `the 200 stalled uploads were answered ${[...new Set(cut.map((answer) => answer.status))].join(",")} ` +
        `after ${Math.min(...times)}–${Math.max(...times)} ms`,
    );
    for (const answer of cut) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({
        errors: { [RESUME_FILE_FIELD]: "The upload stalled: less than 10 KB arrived in 10 s" },
      });
      expect(answer.ms).toBeGreaterThanOrEqual(stallMs - 500);
      // The stall check runs every stallMs: cut at the first or (on a busy machine) the second.
      expect(answer.ms).toBeLessThan(3 * stallMs);
    }
    // Their connections are closed by the server, not left open until the idle timeout.
    await Promise.race([Promise.all(stalled.map((upload) => upload.closed)), sleep(10_000)]);
    expect(stalled.filter((upload) => !upload.socket.destroyed)).toHaveLength(0);
  });

  it("reads at most `lanes` uploads at full speed, the others at the waiting pace, none unread; a lane passes on after its lease", async () => {
    const pacer = new UploadPacer();
    const size = 2 * 1024 * 1024;
    const read = [0, 0, 0, 0];
    const sources = [0, 1, 2, 3].map(() => new PassThrough({ highWaterMark: size }));
    /** Upload `i` through the pacer, counting the bytes read of it. */
    const upload = (i: number) =>
      pipeline(
        sources[i] as PassThrough,
        pacer.stream(),
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            read[i] = (read[i] ?? 0) + chunk.length;
            callback();
          },
        }),
      );
    /** Thirty-two 64 KB chunks, all at once. */
    const send = (i: number) => {
      for (let chunk = 0; chunk < 32; chunk++) sources[i]?.write(Buffer.alloc(64 * 1024));
    };
    const done = [0, 1, 2].map(upload);
    for (const i of [0, 1, 2]) send(i);
    const whole = () => read.filter((bytes) => bytes === size).length;
    for (let waited = 0; whole() < 2 && waited < 30_000; waited += 20) await sleep(20);
    expect(whole()).toBe(2);
    // The third was read all along, at the waiting pace (64 KB/s), while both lanes were taken.
    const slow = read.findIndex((bytes) => bytes < size);
    const third = read[slow] ?? 0;
    console.log(`while two uploads of 2 MB were read at full speed, the third was read ${third / 1024} KB`);
    expect(third).toBeGreaterThan(0);
    expect(third).toBeLessThan(size / 2);
    // A lane passes on after its lease (1 s) while an upload waits: the third is then read at full
    // speed, long before the waiting pace would have read it (32 s).
    const waiting = Date.now();
    for (let waited = 0; whole() < 3 && waited < 30_000; waited += 20) await sleep(20);
    expect(whole()).toBe(3);
    expect(Date.now() - waiting).toBeLessThan(10_000);
    // Each ends with its source.
    for (const source of sources.slice(0, 3)) source.end();
    await Promise.all(done);
    expect(read.slice(0, 3)).toEqual([size, size, size]);
    // Every lane was given back: a fourth upload is read at full speed (32 s at the waiting pace).
    const started = Date.now();
    const fourth = upload(3);
    send(3);
    sources[3]?.end();
    await fourth;
    expect(read[3]).toBe(size);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("the per-address quota holds under concurrency", () => {
  it("of 20 uploads of 4.9 MB sent at once from one address, only those within 20 MB get 201", async () => {
    const dir = tempDir();
    // A database of its own: the other tests' uploads came from this address too.
    const own = await openTestDatabase("SQLite");
    const port = await listening({ db: own.db, resumes: new ResumeStore(own.db, dir) });
    const size = Math.round(4.9 * 1024 * 1024);
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawUpload(port, size).answer));
    const statuses = answers.map((answer) => answer.status);
    const stored = statuses.filter((status) => status === 201).length;
    console.log(
      `20 concurrent 4.9 MB uploads from one address: ${stored} × 201, ${statuses.length - stored} × 429`,
    );
    // 4 × 4.9 MB is within 20 MB, a fifth is not.
    expect(stored).toBe(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    for (const answer of answers.filter((answer) => answer.status === 429))
      expect(JSON.parse(answer.body)).toEqual({
        errors: {
          [RESUME_FILE_FIELD]:
            "At most 20 MB of resumes an hour may be sent from one connection. Please try again in an hour.",
        },
      });
    expect(await rows(own.db, "resumes")).toBe(4);
    expect(readdirSync(dir)).toHaveLength(4);
    await apps.pop()?.close();
    await own.drop();
  });

  it("counts uploads too: a seventh small one in the hour is refused by count", async () => {
    const instance = await app({ resumes: new ResumeStore(testDb.db, tempDir()) });
    const upload = () =>
      instance.inject({
        method: "POST",
        url: "/api/resumes",
        remoteAddress: "198.51.100.7",
        ...multipart([{ content: pdfBytes(2048) }]),
      });
    const answers = await Promise.all(Array.from({ length: 10 }, upload));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(6);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toEqual({
      errors: {
        [RESUME_FILE_FIELD]:
          "At most 6 resumes an hour may be sent from one connection. Please try again in an hour.",
      },
    });
  });
});

describe("a full disk", () => {
  afterEach(() => jest.restoreAllMocks());

  /** A file that takes `room` bytes, then fails as a full disk does. */
  const fullDisk = (room: number) => () => {
    let written = 0;
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        if (written <= room) return callback();
        callback(
          Object.assign(new Error("ENOSPC: no space left on device, write"), {
            code: "ENOSPC",
            errno: -28,
            syscall: "write",
          }),
        );
      },
    });
  };

  it("is a 503 with its reason logged, and leaves no file and no row", async () => {
    const dir = tempDir();
    const lines: string[] = [];
    const resumes = new ResumeStore(testDb.db, dir, NO_QUOTA);
    // The disk fills once 64 KB of the resume's file are written.
    const { createWriteStream } = fs;
    jest
      .spyOn(fs, "createWriteStream")
      .mockImplementation((file, options) =>
        String(file).startsWith(dir)
          ? (fullDisk(64 * 1024)() as fs.WriteStream)
          : createWriteStream(file, options),
      );
    const instance = await app(
      { resumes },
      { logger: { level: "info", stream: { write: (line) => void lines.push(line) } } },
    );
    const before = await rows(testDb.db, "resumes");
    const response = await instance.inject({
      method: "POST",
      url: "/api/resumes",
      ...multipart([{ content: pdfBytes(1024 * 1024) }]),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: { [RESUME_FILE_FIELD]: STORAGE_FAILED } });
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; cause?: unknown });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: "storage fault: answered 503",
        cause: expect.arrayContaining([expect.objectContaining({ code: "ENOSPC", syscall: "write" })]),
      }),
    );
    expect(await rows(testDb.db, "resumes")).toBe(before);
    expect(readdirSync(dir)).toEqual([]);

    // The form sent without JavaScript gets its page again, with the same message and status.
    const plain = await instance.inject({ method: "POST", url: "/api/register", ...applicationForm() });
    expect(plain.statusCode).toBe(503);
    expect(plain.headers["content-type"]).toMatch(/^text\/html/);
    expect(plain.body).toContain(STORAGE_FAILED);
  });
});

/** The application form as the browser sends it: every input of its page, the honeypot empty, one file. */
function applicationForm(files: Buffer[] = [pdfBytes(4096)], extra: Record<string, string> = {}) {
  const payload = applicationPayload("");
  const [first = "", last = ""] = payload.name.split(" ");
  const values: Record<string, string> = { firstName: first, middleName: "", lastName: last, ...payload };
  const boundary = "----application-boundary";
  const fields = [...postedInputNames("register")]
    .filter((name) => ![HONEYPOT_FIELD, "resume", RESUME_FILE_FIELD].includes(name))
    .map((name) => [name, values[name] ?? ""] as const);
  const chunks: Buffer[] = [...fields, [HONEYPOT_FIELD, ""] as const, ...Object.entries(extra)].map(
    ([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const content of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${RESUME_FILE_FIELD}"; filename="cv.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n`,
      ),
      content,
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "text/html" },
  };
}

describe("two files in one upload", () => {
  it("are refused by the field's name, and neither is kept", async () => {
    const dir = tempDir();
    const instance = await app({ resumes: new ResumeStore(testDb.db, dir, NO_QUOTA) });
    const before = await rows(testDb.db, "resumes");
    const response = await instance.inject({
      method: "POST",
      url: "/api/resumes",
      ...multipart([{ content: pdfBytes(4096) }, { content: pdfBytes(4096), filename: "other.pdf" }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { [RESUME_FILE_FIELD]: ONE_FILE_ONLY } });

    const plain = await instance.inject({
      method: "POST",
      url: "/api/register",
      ...applicationForm([pdfBytes(4096), pdfBytes(4096)]),
    });
    expect(plain.statusCode).toBe(400);
    expect(messagesBeside(plain.body)["native-resume"]).toBe(ONE_FILE_ONLY);
    expect(await rows(testDb.db, "resumes")).toBe(before);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("fields a form does not have", () => {
  it("are refused by name from the page's script, and nothing is stored", async () => {
    const instance = await app();
    const before = await rows(testDb.db, "messages");
    const response = await instance.inject({
      method: "POST",
      url: "/api/message",
      payload: contactBody({ notAField: "ACME Motors" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { notAField: UNKNOWN_FIELD } });
    expect(await rows(testDb.db, "messages")).toBe(before);
    // The bot checks are the form's own: a message with them (the honeypot empty) is stored.
    const fine = await instance.inject({
      method: "POST",
      url: "/api/message",
      payload: contactBody({ [HONEYPOT_FIELD]: "", ...FILLED_SLOWLY }),
    });
    expect(fine.statusCode).toBe(201);
    const subscribe = await instance.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "a@example.org", list: "all" },
    });
    expect(subscribe.statusCode).toBe(400);
    expect(subscribe.json()).toEqual({ errors: { list: UNKNOWN_FIELD } });
  });

  it("are refused by name from the form sent without JavaScript, whose own inputs all pass", async () => {
    const instance = await app({ resumes: new ResumeStore(testDb.db, tempDir(), NO_QUOTA) });
    const before = await rows(testDb.db, "applications");
    const refused = await instance.inject({
      method: "POST",
      url: "/api/register",
      ...applicationForm(undefined, { notAField: "ACME Motors" }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("The form sent fields it does not have: notAField.");
    expect(await rows(testDb.db, "applications")).toBe(before);

    const urlencoded = await instance.inject({
      method: "POST",
      url: "/api/message",
      payload: new URLSearchParams({
        firstName: "Aisha",
        email: "a@example.org",
        phone: "1",
        message: "Hi",
        [HONEYPOT_FIELD]: "",
        notAField: "ACME",
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.body).toContain("The form sent fields it does not have: notAField.");

    // Every input of the form's own page, the honeypot included, is taken.
    const accepted = await instance.inject({ method: "POST", url: "/api/register", ...applicationForm() });
    expect(accepted.statusCode).toBe(303);
    expect(await rows(testDb.db, "applications")).toBe(before + 1);
  });

  it("an upload with a field besides its file is refused by that field's name", async () => {
    const instance = await app({ resumes: testResumes(testDb.db, NO_QUOTA) });
    const response = await instance.inject({
      method: "POST",
      url: "/api/resumes",
      ...multipart([{ content: pdfBytes(1024) }, { field: "note", content: Buffer.from("x") }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { note: UNKNOWN_FIELD } });
    const empty = await instance.inject({
      method: "POST",
      url: "/api/resumes",
      ...multipart([{ field: "note", content: Buffer.from("x") }]),
    });
    expect(empty.json()).toEqual({ errors: { note: UNKNOWN_FIELD, [RESUME_FILE_FIELD]: RESUME_REQUIRED } });
  });
});

describe("each limit's message names the limit that was hit", () => {
  it("a beacon over its own limit names that limit, a 65 KB form 64 KB", async () => {
    const instance = await app();
    const beacon = await instance.inject({
      method: "POST",
      url: "/api/beacon",
      payload: JSON.stringify({ view: `/${"x".repeat(BEACON_BODY_LIMIT + 10)}` }),
      headers: { "content-type": "text/plain" },
    });
    expect(beacon.statusCode).toBe(413);
    expect(beacon.json()).toEqual({ error: `The request is larger than ${formatBytes(BEACON_BODY_LIMIT)}` });
    const form = await instance.inject({
      method: "POST",
      url: "/api/message",
      payload: contactBody({ message: "x".repeat(65 * 1024) }),
    });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toEqual({ error: "The request is larger than 64 KB" });
  });

  it("the rate limits name their own numbers: the forms' and the beacons'", async () => {
    const instance = await app({}, { rateLimitMax: 2, beaconsPerMinute: 3 });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await instance.inject({ method: "POST", url: "/api/subscribe", payload: { email: "" } });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
    expect(last?.json().error).toMatch(/^Too many requests: at most 2 a minute from one address\./);
    for (let i = 0; i < 4; i++)
      last = await instance.inject({
        method: "POST",
        url: "/api/beacon",
        payload: JSON.stringify({ view: "/" }),
        headers: { "content-type": "text/plain" },
      });
    expect(last?.statusCode).toBe(429);
    expect(last?.json().error).toMatch(/^Too many requests: at most 3 a minute from one address\./);
  });
});

describe("a visitor who leaves mid-upload", () => {
  it("leaves no file, no row and no error in the log, and the next upload is stored", async () => {
    const dir = tempDir();
    const lines: string[] = [];
    const port = await listening(
      { resumes: new ResumeStore(testDb.db, dir, NO_QUOTA) },
      { logger: { level: "info", stream: { write: (line) => void lines.push(line) } } },
    );
    const before = await rows(testDb.db, "resumes");
    const leaving = rawUpload(port, 1024 * 1024, { chunk: 64 * 1024, everyMs: 50 });
    for (let waited = 0; leaving.sent() < 256 * 1024 && waited < 30_000; waited += 20) await sleep(20);
    leaving.socket.destroy();
    await leaving.closed;
    // The server notices the closed connection and cleans up; the next visitor is unaffected.
    const next = await rawUpload(port, 64 * 1024).answer;
    expect(next.status).toBe(201);
    for (let waited = 0; readdirSync(dir).length > 1 && waited < 30_000; waited += 20) await sleep(20);
    expect(readdirSync(dir)).toHaveLength(1);
    expect((await rows(testDb.db, "resumes")) - before).toBe(1);
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});
