/** @jest-environment node */
// The forms' API through fastify.inject, against a real SQLite database and a real PostgreSQL server.

import type { FastifyInstance, InjectOptions } from "fastify";

import {
  BOT_REJECTED,
  CONTACT_FORM,
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  RESUME_NOT_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
} from "../../../src/lib/forms";
import {
  BRANCH_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  ENROLLMENT_REQUIRED,
  FACULTY_REQUIRED,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  NOT_TEXT,
  PHONE_REQUIRED,
  YEAR_REQUIRED,
  tooLong,
} from "../../fixtures/form-messages";
import { UNKNOWN_FIELD } from "../../../src/server/forms/resume-intake";
import type { Database } from "../../../src/server/storage/db";
import { countRows, listApplications, listMessages, listSubscribers } from "../../../src/server/forms/store";
import {
  BACKENDS,
  NO_QUOTA,
  applicationBody,
  contactBody,
  multipart,
  openTestDatabase,
  pdfBytes,
  type FilePart,
  type TestDatabase,
  testApp,
  testResumes,
} from "../helpers";
import { MAX_LENGTH } from "../../fixtures/payloads";

jest.setTimeout(60_000);

/** Shaped as the server's resume URLs are, but never issued. */
const UNKNOWN_RESUME = "/api/resumes/00000000-0000-4000-8000-000000000000";

describe.each(BACKENDS)("the forms API on %s", (backend) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    db = testDb.db;
    app = await testApp({ db, resumes: testResumes(db, NO_QUOTA) });
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const post = (url: string, payload: unknown, options: Partial<InjectOptions> = {}) =>
    app.inject({ method: "POST", url, payload: payload as InjectOptions["payload"], ...options });
  const upload = (parts: FilePart[]) => post("/api/resumes", undefined, multipart(parts));
  const uploadResume = async (): Promise<string> => {
    const response = await upload([{ content: pdfBytes() }]);
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  };

  describe("POST /api/message", () => {
    it("stores a valid message, trimmed, and answers 201", async () => {
      const before = await countRows(db);
      const response = await post("/api/message", contactBody({ name: "  Aisha  Khan ", subject: "" }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ ok: true });
      expect((await countRows(db)).messages).toBe(before.messages + 1);
      expect((await listMessages(db)).at(-1)).toMatchObject({
        name: "Aisha  Khan",
        subject: "",
        email: "aisha@example.org",
      });
    });

    it.each([
      ["name", "", NAME_REQUIRED],
      ["name", "   ", NAME_REQUIRED],
      ["email", "", EMAIL_REQUIRED],
      ["email", "aisha@example", EMAIL_INVALID],
      ["email", "aisha example@x.org", EMAIL_INVALID],
      ["email", "@example.org", EMAIL_INVALID],
      ["phone", "", PHONE_REQUIRED],
      ["message", "", MESSAGE_REQUIRED],
    ])("refuses %s %j with “%s” and stores nothing", async (field, value, message) => {
      const before = await countRows(db);
      const response = await post("/api/message", contactBody({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { [field]: message } });
      expect(await countRows(db)).toEqual(before);
    });

    it("names every bad field at once", async () => {
      const response = await post("/api/message", { elapsedMs: 5000 });
      expect(response.statusCode).toBe(400);
      // The four messages written out here, and any other required field of the description
      // with its own message.
      const required = CONTACT_FORM.fields.flatMap((field) =>
        "required" in field ? [[field.name, field.required] as const] : [],
      );
      expect(response.json()).toEqual({
        errors: {
          ...Object.fromEntries(required),
          name: NAME_REQUIRED,
          email: EMAIL_REQUIRED,
          phone: PHONE_REQUIRED,
          message: MESSAGE_REQUIRED,
        },
      });
    });

    it("refuses a message whose only fault is its e-mail's format (the old form sent it anyway)", async () => {
      const before = await countRows(db);
      const response = await post("/api/message", contactBody({ email: "not-an-address" }));
      expect(response.json()).toEqual({ errors: { email: EMAIL_INVALID } });
      expect(await countRows(db)).toEqual(before);
    });

    it.each(
      Object.entries({
        name: MAX_LENGTH.name,
        subject: MAX_LENGTH.subject,
        phone: MAX_LENGTH.phone,
        message: MAX_LENGTH.message,
      }),
    )("limits %s to %i characters", async (field, max) => {
      expect((await post("/api/message", contactBody({ [field]: "x".repeat(max) }))).statusCode).toBe(201);
      const response = await post("/api/message", contactBody({ [field]: "x".repeat(max + 1) }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { [field]: tooLong(max) } });
    });

    it("limits the e-mail address to 254 characters", async () => {
      const response = await post("/api/message", contactBody({ email: `${"a".repeat(250)}@x.org` }));
      expect(response.json()).toEqual({ errors: { email: tooLong(MAX_LENGTH.email) } });
    });

    it("refuses values that are not text, and text with a NUL character", async () => {
      const response = await post(
        "/api/message",
        contactBody({ name: 42, phone: ["1"], message: "a\u0000b" }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { name: NOT_TEXT, phone: NOT_TEXT, message: NOT_TEXT } });
    });

    it.each([
      ["malformed JSON", '{"name": '],
      ["an array", "[]"],
      ["a string", '"hello"'],
      ["null", "null"],
      ["an empty body", ""],
      ["a prototype-polluting key", '{"__proto__": {"x": 1}}'],
    ])("answers %s with 400 and a JSON error", async (_what, payload) => {
      const response = await post("/api/message", payload, {
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("error");
    });

    // A browser's own urlencoded submission is accepted (native-forms.test.ts); other types are not.
    it.each(["text/plain", "application/xml", "multipart/form-data; boundary=x"])(
      "refuses %s with 415",
      async (type) => {
        const response = await post("/api/message", "name=x", { headers: { "content-type": type } });
        expect(response.statusCode).toBe(415);
      },
    );

    it("refuses a body over 64 kB with 413", async () => {
      const response = await post("/api/message", contactBody({ message: "x".repeat(70_000) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toHaveProperty("error");
    });

    it("turns away a filled honeypot and stores nothing", async () => {
      const before = await countRows(db);
      const response = await post("/api/message", contactBody({ website: "http://spam.example" }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: BOT_REJECTED });
      expect(await countRows(db)).toEqual(before);
    });

    it.each([
      ["sent within the minimum fill time", { elapsedMs: 1200 }],
      ["without its fill time", { elapsedMs: undefined }],
      ["with a fill time that is not a number", { elapsedMs: "5000" }],
    ])("turns away a form %s", async (_what, overrides) => {
      const response = await post("/api/message", contactBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: BOT_REJECTED });
    });

    it("stores one row per accepted request, also when they arrive together", async () => {
      const before = (await countRows(db)).messages;
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => post("/api/message", contactBody({ message: `together ${i}` }))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(201));
      expect((await countRows(db)).messages).toBe(before + 40);
      const stored = (await listMessages(db))
        .map((row) => row.message)
        .filter((text) => text.startsWith("together"));
      expect(new Set(stored)).toEqual(new Set(Array.from({ length: 40 }, (_, i) => `together ${i}`)));
    });
  });

  describe("POST /api/resumes", () => {
    it("stores a PDF and answers 201 with its URL", async () => {
      const url = await uploadResume();
      expect(url).toMatch(/^\/api\/resumes\/[0-9a-f-]{36}$/);
    });

    it("refuses a renamed non-PDF whatever its name and declared type say", async () => {
      const response = await upload([
        { filename: "resume.pdf", type: "application/pdf", content: Buffer.from("MZ\x90\x00 not a pdf") },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ errors: { [RESUME_FILE_FIELD]: RESUME_NOT_PDF } });
    });

    it("accepts a PDF whatever its name and declared type", async () => {
      const response = await upload([
        { filename: "cv.bin", type: "application/octet-stream", content: pdfBytes() },
      ]);
      expect(response.statusCode).toBe(201);
    });

    it("accepts a file of exactly 5 MiB and refuses a larger one with 413", async () => {
      expect((await upload([{ content: pdfBytes(RESUME_MAX_BYTES) }])).statusCode).toBe(201);
      const response = await upload([{ content: pdfBytes(RESUME_MAX_BYTES + 1) }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ errors: { [RESUME_FILE_FIELD]: RESUME_TOO_LARGE } });
    });

    it("refuses an oversized body from its declared length alone", async () => {
      const response = await post("/api/resumes", Buffer.alloc(16), {
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(6 * 1024 * 1024),
        },
      });
      expect(response.statusCode).toBe(413);
    });

    it.each([
      ["no file", [] as FilePart[]],
      ["an empty file", [{ content: Buffer.alloc(0) }]],
    ])("answers %s with 400", async (_what, parts) => {
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { [RESUME_FILE_FIELD]: RESUME_REQUIRED } });
    });

    it("answers a file under another field name with 400 naming that field, and the missing resume", async () => {
      const response = await upload([{ field: "upload", content: pdfBytes() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { upload: UNKNOWN_FIELD, [RESUME_FILE_FIELD]: RESUME_REQUIRED },
      });
    });

    it("answers a malformed multipart body with 400", async () => {
      const response = await post("/api/resumes", "garbage", {
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(response.statusCode).toBe(400);
    });

    it("refuses JSON with 415", async () => {
      expect((await post("/api/resumes", { file: "x" })).statusCode).toBe(415);
    });

    it("never serves a stored resume to a visitor", async () => {
      const url = await uploadResume();
      for (const method of ["GET", "HEAD"] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain("%PDF");
      }
    });
  });

  describe("POST /api/register", () => {
    it("stores the application with its resume and answers 201", async () => {
      const resume = await uploadResume();
      const response = await post("/api/register", applicationBody(resume));
      expect(response.statusCode).toBe(201);
      const stored = (await listApplications(db)).at(-1);
      expect(stored).toMatchObject({ name: "Rahul Verma", yr: "Second", resume_id: resume.split("/").pop() });
    });

    it.each([
      ["name", "", NAME_REQUIRED],
      ["faculty", "", FACULTY_REQUIRED],
      ["yr", "", YEAR_REQUIRED],
      ["yr", "Fifth", YEAR_REQUIRED],
      ["branch", " ", BRANCH_REQUIRED],
      ["email", "", EMAIL_REQUIRED],
      ["email", "rahul@", EMAIL_INVALID],
      ["phone", "", PHONE_REQUIRED],
      ["enrollment", "", ENROLLMENT_REQUIRED],
      ["resume", "", RESUME_REQUIRED],
      ["resume", "https://res.cloudinary.com/x/raw/upload/cv.pdf", RESUME_REQUIRED],
    ])("refuses %s %j with “%s”", async (field, value, message) => {
      const before = await countRows(db);
      const response = await post("/api/register", applicationBody(UNKNOWN_RESUME, { [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { [field]: message } });
      expect(await countRows(db)).toEqual(before);
    });

    it("names every bad field at once", async () => {
      const response = await post("/api/register", { elapsedMs: 5000 });
      expect(Object.keys(response.json().errors).sort()).toEqual([
        "branch",
        "email",
        "enrollment",
        "faculty",
        "name",
        "phone",
        "resume",
        "yr",
      ]);
    });

    it.each(
      Object.entries({
        faculty: MAX_LENGTH.faculty,
        enrollment: MAX_LENGTH.enrollment,
        branch: MAX_LENGTH.branch,
      }),
    )("limits %s to %i characters", async (field, max) => {
      const response = await post(
        "/api/register",
        applicationBody(await uploadResume(), { [field]: "x".repeat(max + 1) }),
      );
      expect(response.json()).toEqual({ errors: { [field]: tooLong(max) } });
    });

    it("refuses a resume URL the server did not issue, storing nothing", async () => {
      const before = await countRows(db);
      const response = await post("/api/register", applicationBody(UNKNOWN_RESUME));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { resume: RESUME_REQUIRED } });
      expect(await countRows(db)).toEqual(before);
    });

    it("gives a resume to one application only", async () => {
      const resume = await uploadResume();
      expect((await post("/api/register", applicationBody(resume))).statusCode).toBe(201);
      const second = await post("/api/register", applicationBody(resume, { email: "someone@example.org" }));
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({ errors: { resume: RESUME_REQUIRED } });
    });

    it("turns away a filled honeypot", async () => {
      const response = await post("/api/register", applicationBody(await uploadResume(), { website: "x" }));
      expect(response.json()).toEqual({ error: BOT_REJECTED });
    });
  });

  describe("POST /api/subscribe", () => {
    it("subscribes once, answering 202 the same for a new and a known address in any case, one row", async () => {
      const before = (await countRows(db)).subscribers;
      const first = await post("/api/subscribe", { email: "fan@example.org" });
      const again = await post("/api/subscribe", { email: " Fan@Example.org " });
      expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
      expect(again.body).toBe(first.body);
      expect((await countRows(db)).subscribers).toBe(before + 1);
      expect(
        (await listSubscribers(db)).filter((row) => row.email.toLowerCase() === "fan@example.org"),
      ).toHaveLength(1);
    });

    it.each([
      ["", EMAIL_REQUIRED],
      ["fan@example", EMAIL_INVALID],
    ])("refuses %j with “%s”", async (email, message) => {
      const response = await post("/api/subscribe", { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { email: message } });
    });

    it("turns away a filled honeypot", async () => {
      expect((await post("/api/subscribe", { email: "bot@example.org", website: "x" })).statusCode).toBe(400);
    });
  });

  describe("the rest of /api", () => {
    it.each([
      ["GET", "/api/message"],
      ["GET", "/api/nothing"],
      ["POST", "/api/nothing"],
      ["DELETE", "/api/message"],
    ] as const)("answers %s %s with a JSON 404", async (method, url) => {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Not found" });
    });

    it("sends security headers and a locked-down CSP with its JSON", async () => {
      const response = await post("/api/subscribe", { email: "" });
      expect(response.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      });
    });
  });

  describe("the rate limit", () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await testApp({ db }, { rateLimitMax: 3 });
    });
    afterAll(() => limited.close());

    it("answers 429 to an address over its limit, and only to that address", async () => {
      const from = (remoteAddress: string) =>
        limited.inject({ method: "POST", url: "/api/subscribe", payload: { email: "" }, remoteAddress });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await from("203.0.113.7")).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const refused = await from("203.0.113.7");
      expect(refused.json()).toHaveProperty("error");
      expect((await from("198.51.100.2")).statusCode).toBe(400);
    });
  });
});
