/** @jest-environment node */
// Forms sent by the browser itself (no script yet, or none at all): urlencoded or multipart, answered
// with a 303 to a thank-you page or the form again with its messages, never anything in a URL.

import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import {
  APPLICATION_FORM,
  BOT_REJECTED,
  CONTACT_FORM,
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
  PHONE_REQUIRED,
  YEAR_REQUIRED,
} from "../../fixtures/form-messages";
import { DIALOGS } from "../../../src/lib/dialogs";
import { applicationPayload, contactPayload, formInputs } from "../../fixtures/payloads";
import { countRows, listApplications, listMessages } from "../../../src/server/forms/store";
import { BACKENDS, messagesBeside, openTestDatabase, pdfBytes, type TestDatabase, testApp } from "../helpers";
import { ResumeStore } from "../../../src/server/forms/resumes";

jest.setTimeout(60_000);

const urlencoded = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

/** A browser's multipart body: text fields, then files (an empty file input sends an empty part). */
function formData(
  fields: Record<string, string>,
  files: { name: string; filename: string; content: Buffer }[] = [],
) {
  const boundary = "----native-boundary-9ZkQ";
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: application/pdf\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const CONTACT = {
  ...formInputs(
    CONTACT_FORM,
    contactPayload({ email: "aisha@example.com", phone: "9876543210", message: "Hello <b>club</b>" }),
  ),
  website: "",
};

const APPLICATION = formInputs(APPLICATION_FORM, applicationPayload(""));

describe.each(BACKENDS)("plain form submissions on %s", (backend) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let resumeDir: string;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    resumeDir = mkdtempSync(path.join(os.tmpdir(), "native-resumes-"));
    app = await testApp({
      db: testDb.db,
      resumes: new ResumeStore(testDb.db, resumeDir),
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    rmSync(resumeDir, { recursive: true, force: true });
  });

  it("stores a contact form and answers 303 to a thank-you page with no personal data in any URL", async () => {
    const response = await app.inject({ method: "POST", url: "/api/message", ...urlencoded(CONTACT) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/api/sent/message");
    expect((await listMessages(testDb.db)).at(-1)).toMatchObject({
      name: "Aisha Khan",
      email: "aisha@example.com",
    });
    const thanks = await app.inject({ method: "GET", url: "/api/sent/message" });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.headers["content-type"]).toMatch(/^text\/html/);
    expect(thanks.body).toContain(DIALOGS.contactSuccess.text);
    expect(thanks.body).not.toContain("aisha");
  });

  it("answers an empty contact form with the form again, each required field's own message beside it", async () => {
    const before = await countRows(testDb.db);
    const response = await app.inject({
      method: "POST",
      url: "/api/message",
      ...urlencoded({ subject: "Kept <subject>" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    for (const message of [NAME_REQUIRED, EMAIL_REQUIRED, PHONE_REQUIRED, MESSAGE_REQUIRED])
      expect(Object.values(messagesBeside(response.body))).toContain(message);
    expect(response.body).toContain('value="Kept &lt;subject&gt;"');
    expect(response.body).toContain('aria-describedby="native-firstName-error"');
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(await countRows(testDb.db)).toEqual(before);
  });

  it("keeps every value, escaped, when one field is wrong", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/message",
      ...urlencoded({ ...CONTACT, email: "x@y" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(EMAIL_INVALID);
    expect(response.body).toContain('value="x@y"');
    expect(response.body).toContain("Hello &lt;b&gt;club&lt;/b&gt;</textarea>");
    expect(response.body).not.toContain("<b>club</b>");
  });

  it("refuses a filled honeypot with the form again", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/message",
      ...urlencoded({ ...CONTACT, website: "spam" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(BOT_REJECTED);
  });

  it("stores an application with its resume from one multipart request", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/register",
      ...formData(APPLICATION, [{ name: "resumeFile", filename: "cv.pdf", content: pdfBytes(4096) }]),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/api/sent/register");
    const stored = (await listApplications(testDb.db)).at(-1);
    expect(stored).toMatchObject({ name: "Rahul Verma", email: "rahul@example.org" });
    expect(stored?.resume_id).toBeTruthy();
    expect((await app.inject({ method: "GET", url: "/api/sent/register" })).body).toContain(
      DIALOGS.applicationSuccess.text,
    );
  });

  it("names every missing application field, and keeps an accepted resume for the next try", async () => {
    const empty = await app.inject({
      method: "POST",
      url: "/api/register",
      ...formData({}, [{ name: "resumeFile", filename: "", content: Buffer.alloc(0) }]),
    });
    expect(empty.statusCode).toBe(400);
    for (const message of [
      NAME_REQUIRED,
      FACULTY_REQUIRED,
      YEAR_REQUIRED,
      BRANCH_REQUIRED,
      ENROLLMENT_REQUIRED,
      EMAIL_REQUIRED,
      PHONE_REQUIRED,
      RESUME_REQUIRED,
    ])
      expect(Object.values(messagesBeside(empty.body))).toContain(message);

    const withResume = await app.inject({
      method: "POST",
      url: "/api/register",
      ...formData({ ...APPLICATION, branch: "" }, [
        { name: "resumeFile", filename: "cv.pdf", content: pdfBytes() },
      ]),
    });
    expect(withResume.statusCode).toBe(400);
    expect(withResume.body).toContain(BRANCH_REQUIRED);
    const kept = /name="resume" value="([^"]+)"/.exec(withResume.body)?.[1];
    expect(kept).toMatch(/^\/api\/resumes\//);
    const again = await app.inject({
      method: "POST",
      url: "/api/register",
      ...formData({ ...APPLICATION, resume: kept ?? "" }, [
        { name: "resumeFile", filename: "", content: Buffer.alloc(0) },
      ]),
    });
    expect(again.statusCode).toBe(303);
  });

  it("refuses a resume that is not a PDF beside the file input", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/register",
      ...formData(APPLICATION, [
        { name: "resumeFile", filename: "cv.pdf", content: Buffer.from("MZ not a pdf") },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(messagesBeside(response.body)["native-resume"]).toBe(RESUME_NOT_PDF);
  });

  const resumeRows = async () =>
    (await testDb.db.query<{ n: number }>(`SELECT CAST(count(*) AS integer) AS n FROM resumes`))[0]?.n;
  const resumeFiles = () => (backend === "SQLite" ? readdirSync(resumeDir).length : 0);
  const HOSTILE = { ...APPLICATION, branch: `<script>alert("x")</script>` };

  /** The application's form page again: HTML, its policy, every typed value kept and escaped. */
  function expectFormAgain(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.body).toContain('<form method="post" action="/api/register"');
    expect(response.body).toContain('value="Rahul"');
    expect(response.body).toContain('value="rahul@example.org"');
    expect(response.body).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(response.body).not.toContain("<script>");
  }

  it("refuses a resume declared larger than the limit beside the file input, keeping what was typed", async () => {
    const [rows, files] = [await resumeRows(), resumeFiles()];
    const response = await app.inject({
      method: "POST",
      url: "/api/register",
      ...formData(HOSTILE, [
        { name: "resumeFile", filename: "cv.pdf", content: pdfBytes(RESUME_MAX_BYTES + 1024 * 1024) },
      ]),
    });
    expect(response.statusCode).toBe(413);
    expectFormAgain(response);
    expect(messagesBeside(response.body)["native-resume"]).toBe(RESUME_TOO_LARGE);
    expect([await resumeRows(), resumeFiles()]).toEqual([rows, files]);
  });

  it("refuses a resume a byte over the limit (within the envelope) beside the file input, keeping what was typed", async () => {
    const [rows, files] = [await resumeRows(), resumeFiles()];
    const response = await app.inject({
      method: "POST",
      url: "/api/register",
      ...formData(HOSTILE, [
        { name: "resumeFile", filename: "cv.pdf", content: pdfBytes(RESUME_MAX_BYTES + 1) },
      ]),
    });
    expect(response.statusCode).toBe(413);
    expectFormAgain(response);
    expect(messagesBeside(response.body)["native-resume"]).toBe(RESUME_TOO_LARGE);
    expect([await resumeRows(), resumeFiles()]).toEqual([rows, files]);
  });

  it("answers a multipart body over its limits with the form again, naming the limit", async () => {
    const extra = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`extra${i}`, "x"]));
    const response = await app.inject({
      method: "POST",
      url: "/api/register",
      ...formData({ ...HOSTILE, ...extra }),
    });
    expect(response.statusCode).toBe(413);
    expectFormAgain(response);
    expect(response.body).toContain("The form has more than 20 fields");
  });

  it("answers a malformed multipart body with the form page, not JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n<b>Rahul</b>',
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('<form method="post" action="/api/register"');
    expect(response.body).toMatch(/incomplete/);
    expect(response.body).not.toContain("<b>");
  });

  it("answers a contact form over the body limit with a page that links back to the form", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/message",
      ...urlencoded({ ...CONTACT, message: `<i>${"x".repeat(70_000)}</i>` }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.body).toContain("64 KB");
    expect(response.body).toContain('href="/contact"');
    expect(response.body).not.toContain("<i>");
    expect(response.body).not.toContain("aisha");
  });

  it("answers the newsletter the same way for a new and a known address", async () => {
    const first = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      ...urlencoded({ email: "n@example.org" }),
    });
    const second = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      ...urlencoded({ email: "N@example.org" }),
    });
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    const json1 = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "j@example.org" },
    });
    const json2 = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "j@example.org" },
    });
    expect([json1.statusCode, json2.statusCode]).toEqual([202, 202]);
    expect(json1.body).toBe(json2.body);
  });
});

describe("plain form submissions over the rate limit", () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDatabase("SQLite");
    app = await testApp({ db: testDb.db }, { rateLimitMax: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it("get a page that says so and links back to the form, with status 429; the script still gets JSON", async () => {
    const post = () =>
      app.inject({
        method: "POST",
        url: "/api/message",
        remoteAddress: "203.0.113.9",
        ...urlencoded({ ...CONTACT, message: "<b>typed</b>" }),
      });
    expect((await post()).statusCode).toBe(303);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(limited.body).toMatch(/too many/i);
    expect(limited.body).toContain('href="/contact"');
    expect(limited.body).not.toContain("<b>");
    expect(limited.body).not.toContain("aisha");

    const script = await app.inject({
      method: "POST",
      url: "/api/message",
      remoteAddress: "203.0.113.9",
      payload: { email: "" },
    });
    expect(script.statusCode).toBe(429);
    expect(script.json()).toHaveProperty("error");
  });
});
