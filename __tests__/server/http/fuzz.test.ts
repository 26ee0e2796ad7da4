/** @jest-environment node */
// Hostile input, as a visitor with bad intent sends it: malformed and mistyped bodies, oversize values,
// renamed binaries, traversal paths, unicode and NUL bytes, SQL and HTML metacharacters, method and header
// abuse, on every route. Each answer must be a 4xx that names the field where there is one, never a 5xx,
// never an echo of the input or a stack. Through fastify.inject: no sockets, so it runs fast.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

import { APPLICATION_FORM, CONTACT_FORM, RESUME_FILE_FIELD, SUBSCRIBE_FORM } from "../../../src/lib/forms";
import { BEACON_PATH } from "../../../src/lib/traffic";
import {
  NO_QUOTA,
  applicationBody,
  contactBody,
  multipart,
  openTestDatabase,
  pdfBytes,
  type TestDatabase,
  testApp,
} from "../helpers";
import { MAX_LENGTH, contactPayload, formInputs } from "../../fixtures/payloads";
import { ResumeStore } from "../../../src/server/forms/resumes";

jest.setTimeout(120_000);

let testDb: TestDatabase;
let app: FastifyInstance;
let site: string;
let sent = 0;
const failures: string[] = [];

beforeAll(async () => {
  testDb = await openTestDatabase("SQLite");
  site = mkdtempSync(path.join(os.tmpdir(), "fuzz-site-"));
  writeFileSync(path.join(site, "index.html"), "<!DOCTYPE html><title>Home</title><p>Home</p>");
  writeFileSync(path.join(site, "404.html"), "<!DOCTYPE html><title>404</title><p>Not here</p>");
  const resumeDir = path.join(site, "..", `${path.basename(site)}-resumes`);
  app = await testApp(
    { db: testDb.db, resumes: new ResumeStore(testDb.db, resumeDir, NO_QUOTA) },
    { publicDir: site, rateLimitMax: 1_000_000 },
  );
});

afterAll(async () => {
  await app?.close();
  await testDb?.drop();
  rmSync(site, { recursive: true, force: true });
  rmSync(`${site}-resumes`, { recursive: true, force: true });
  process.stdout.write(`fuzz: ${sent} hostile requests\n`);
});

interface Expectation {
  /** The field the answer must name (JSON `errors`, or the result page's message for it). */
  field?: string;
  /** Some hostile-looking values are valid text: then a 2xx/3xx is right too. */
  mayPass?: boolean;
  /** A string that must not come back (the hostile input itself). */
  noEcho?: string;
}

async function hit(label: string, options: InjectOptions, expected: Expectation = {}): Promise<void> {
  sent++;
  let response: LightMyRequestResponse;
  try {
    response = await app.inject(options);
  } catch (error) {
    failures.push(`${label}: threw ${String(error)}`);
    return;
  }
  const { statusCode: status, body } = response;
  const problem = (why: string): void => {
    failures.push(`${label}: ${why} (status ${status}, ${body.slice(0, 120)})`);
  };
  if (status >= 500) return problem("5xx");
  if (/\bat \w+ \(|node_modules|FST_ERR|TypeError/.test(body)) return problem("leaks internals");
  if (expected.noEcho && expected.noEcho.length > 3 && body.includes(expected.noEcho))
    return problem("echoes input");
  if (status < 400) return expected.mayPass ? undefined : problem("accepted");
  if (!expected.field) return;
  const type = String(response.headers["content-type"] ?? "");
  if (type.startsWith("text/html")) {
    if (!body.includes(`native-${expected.field}-error`)) problem(`no message for ${expected.field}`);
    return;
  }
  const errors = (JSON.parse(body) as { errors?: Record<string, string> }).errors ?? {};
  // Text that may be valid can be refused for another field's sake (an application's unknown resume).
  if (expected.mayPass ? Object.keys(errors).length === 0 : !errors[expected.field])
    problem(`does not name ${expected.field}`);
}

const json = (url: string, payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: "POST",
  url,
  payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  headers: { "content-type": "application/json", ...headers },
});

const RESUME = "/api/resumes/00000000-0000-4000-8000-000000000000";
const FORMS: Record<
  string,
  { url: string; body: (o: Record<string, unknown>) => unknown; fields: string[] }
> = {
  contact: {
    url: "/api/message",
    body: (o) => contactBody(o),
    fields: CONTACT_FORM.fields.map((field) => field.name),
  },
  application: {
    url: "/api/register",
    body: (o) => applicationBody(RESUME, o),
    fields: APPLICATION_FORM.fields.map((field) => field.name),
  },
  subscribe: {
    url: "/api/subscribe",
    body: (o) => ({ email: "a@example.org", ...o }),
    fields: SUBSCRIBE_FORM.fields.map((field) => field.name),
  },
};

/** Never text: each must be refused, naming the field. */
const max = (field: string): number => (MAX_LENGTH as Record<string, number>)[field] ?? 0;
const NOT_TEXT: [string, (field: string) => unknown][] = [
  ["a number", () => 12345],
  ["a boolean", () => true],
  ["an array", () => ["a", "b"]],
  ["an object", () => ({ $gt: "" })],
  ["a NUL byte", () => "a\u0000b"],
  ["too long", (field) => "x".repeat(max(field) + 1)],
  ["too long in emoji", (field) => "😀".repeat(max(field))],
];

/** Hostile-looking text: stored verbatim where the field allows it, refused by name where it does not. */
const WEIRD_TEXT = [
  "'; DROP TABLE messages; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "\u202eevil\u202c",
  "\u001b[2J\u001b]0;pwned\u0007",
  "%00%0d%0aSet-Cookie: x=1",
  "{{7*7}}${7*7}",
  "\uFFFF\uD800",
  "  ",
];

beforeEach(() => {
  failures.length = 0;
});

describe("hostile input", () => {
  it("refuses values that are not text, by field, on every JSON form", async () => {
    for (const [name, form] of Object.entries(FORMS))
      for (const field of form.fields)
        for (const [kind, value] of NOT_TEXT)
          await hit(`${name}.${field} ${kind}`, json(form.url, form.body({ [field]: value(field) })), {
            field,
          });
    expect(failures).toEqual([]);
  });

  it("stores or refuses hostile-looking text by field, never failing", async () => {
    for (const [name, form] of Object.entries(FORMS))
      for (const field of form.fields)
        for (const value of WEIRD_TEXT)
          await hit(
            `${name}.${field} ${JSON.stringify(value)}`,
            json(form.url, form.body({ [field]: value })),
            {
              field,
              mayPass: true,
            },
          );
    expect(failures).toEqual([]);
  });

  it("refuses malformed and wrongly shaped JSON bodies", async () => {
    const bodies = [
      "{",
      "}",
      '{"name": }',
      "[1, 2",
      "nul",
      "\u0000",
      '{"a":1}garbage',
      "\uFEFF{}",
      '{"__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {"x": 1}}}',
      "null",
      "[]",
      "42",
      '"text"',
      "true",
      "",
    ];
    for (const form of Object.values(FORMS))
      for (const body of bodies) await hit(`${form.url} body ${JSON.stringify(body)}`, json(form.url, body));
    expect(failures).toEqual([]);
  });

  it("refuses other content types, odd parameters and oversized bodies", async () => {
    const types = [
      "text/plain",
      "application/xml",
      "text/html",
      "application/json-patch+json",
      "application/x-www-form-urlencoded; charset=utf-7",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "application/octet-stream",
      "image/png",
      "",
    ];
    const urls = [...Object.values(FORMS).map((form) => form.url), "/api/resumes"];
    for (const url of urls)
      for (const type of types)
        await hit(
          `${url} as ${JSON.stringify(type)}`,
          {
            method: "POST",
            url,
            payload: "name=x&email=y",
            headers: type ? { "content-type": type } : {},
          },
          {
            mayPass:
              type.startsWith("application/x-www-form-urlencoded") && url !== "/api/resumes" ? false : false,
          },
        );
    for (const form of Object.values(FORMS)) {
      await hit(`${form.url} 1 MB`, json(form.url, form.body({ message: "x".repeat(1_000_000) })));
      await hit(`${form.url} deep`, json(form.url, "[".repeat(10_000) + "]".repeat(10_000)));
      await hit(
        `${form.url} many keys`,
        json(form.url, Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))),
      );
    }
    expect(failures).toEqual([]);
  });

  it("refuses bad plain (urlencoded) submissions with the message beside the field", async () => {
    const plain = (url: string, fields: Record<string, string>): InjectOptions => ({
      method: "POST",
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const contact = formInputs(CONTACT_FORM, contactPayload());
    const cases: [string, Record<string, string>, string][] = [
      ["firstName", { ...contact, firstName: "", middleName: "", lastName: "" }, "firstName"],
      ["NUL name", { ...contact, firstName: "a\u0000" }, "firstName"],
      ["long name", { ...contact, firstName: "x".repeat(200) }, "firstName"],
      ["email", { ...contact, email: "<script>@x" }, "email"],
      ["NUL email", { ...contact, email: "a\u0000@x.org" }, "email"],
      ["phone", { ...contact, phone: "" }, "phone"],
      ["long phone", { ...contact, phone: "9".repeat(100) }, "phone"],
      ["message", { ...contact, message: "" }, "message"],
      ["long message", { ...contact, message: "x".repeat(5001) }, "message"],
      ["long subject", { ...contact, subject: "x".repeat(151) }, "subject"],
    ];
    for (const [label, fields, field] of cases)
      await hit(`plain contact ${label}`, plain("/api/message", fields), { field });
    for (const email of ["", "x", "a@b", "a b@c.d", "\u0000", "x".repeat(300) + "@x.org", "a@b."])
      await hit(`plain subscribe ${JSON.stringify(email)}`, plain("/api/subscribe", { email }), {
        field: "email",
      });
    const application = {
      firstName: "A",
      faculty: "1",
      yr: "Second",
      branch: "B",
      enrollment: "E",
      email: "a@example.org",
      phone: "1",
    };
    for (const [field, value] of [
      ["yr", "Fifth"],
      ["yr", "' OR 1=1"],
      ["faculty", ""],
      ["branch", "x".repeat(101)],
      ["enrollment", "\u0000"],
      ["resume", "/api/resumes/../../etc/passwd"],
      ["resume", "https://evil.example/x.pdf"],
      ["resume", RESUME],
    ] as const)
      await hit(
        `plain application ${field} ${JSON.stringify(value)}`,
        plain("/api/register", { ...application, [field]: value }),
        {
          field,
        },
      );
    expect(failures).toEqual([]);
    // A resume address the server refused is never shown as kept, nor carried on to the next try.
    const refused = await app.inject(
      plain("/api/register", { ...application, resume: "https://evil.example/x.pdf" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain("evil.example");
  });

  it("refuses hostile uploads by naming the file", async () => {
    const files: [string, Buffer, string][] = [
      ["an executable renamed", Buffer.from("MZ\u0090\u0000 this program cannot be run"), RESUME_FILE_FIELD],
      ["HTML renamed", Buffer.from("<html><script>alert(1)</script></html>"), RESUME_FILE_FIELD],
      ["a ZIP renamed", Buffer.from("PK\u0003\u0004 zip"), RESUME_FILE_FIELD],
      ["almost a PDF", Buffer.from("%PDF"), RESUME_FILE_FIELD],
      ["a PDF header late", Buffer.concat([Buffer.from(" "), pdfBytes(100)]), RESUME_FILE_FIELD],
      ["an empty file", Buffer.alloc(0), RESUME_FILE_FIELD],
      ["5 MiB and a byte", pdfBytes(5 * 1024 * 1024 + 1), RESUME_FILE_FIELD],
    ];
    for (const [label, content, field] of files)
      for (const filename of [
        "resume.pdf",
        "../../etc/passwd.pdf",
        "résumé\u0000.pdf",
        "x".repeat(300) + ".pdf",
      ])
        await hit(
          `upload ${label} as ${JSON.stringify(filename.slice(0, 30))}`,
          {
            method: "POST",
            url: "/api/resumes",
            ...multipart([{ content, filename }]),
          },
          { field },
        );
    await hit(
      "upload under another field name",
      { method: "POST", url: "/api/resumes", ...multipart([{ field: "resume", content: pdfBytes() }]) },
      { field: RESUME_FILE_FIELD },
    );
    await hit(
      "upload two files",
      {
        method: "POST",
        url: "/api/resumes",
        ...multipart([{ content: pdfBytes() }, { content: pdfBytes() }]),
      },
      { mayPass: true },
    );
    for (const body of ["--x\r\n", "--x--", "garbage", "--x\r\nContent-Disposition: form-data\r\n\r\n", ""])
      await hit(`multipart body ${JSON.stringify(body)}`, {
        method: "POST",
        url: "/api/resumes",
        payload: body,
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
    await hit(
      "multipart declaring 1 GB",
      {
        method: "POST",
        url: "/api/resumes",
        payload: "x",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(2 ** 30) },
      },
      { field: RESUME_FILE_FIELD },
    );
    expect(failures).toEqual([]);
  });

  it("answers other methods and unknown or probing paths with a 4xx, echoing nothing", async () => {
    const urls = [
      "/api/message",
      "/api/register",
      "/api/subscribe",
      "/api/resumes",
      RESUME,
      "/api",
      "/api/sent/message",
    ];
    for (const url of urls)
      for (const method of ["PUT", "DELETE", "PATCH", "GET"] as const)
        await hit(
          `${method} ${url}`,
          { method, url },
          { mayPass: method === "GET" && url.startsWith("/api/sent/") },
        );
    const paths = [
      "/%ff%fe-probe",
      "/%c0%af-probe",
      "/..%2f..%2fetc%2fpasswd-probe",
      "/%2e%2e/%2e%2e/etc/passwd-probe",
      "/.env-probe",
      "/.git/config-probe",
      "/index.html%00.txt-probe",
      "/api/%ff-probe",
      "/api/resumes/..%2f..%2fpackage.json-probe",
      "/api/resumes/00000000-0000-4000-8000-000000000000%00-probe",
      "/api/sent/__proto__-probe",
      "/api/sent/constructor-probe",
      "/api/sent/%3Cscript%3E-probe",
      "/%3Cscript%3Ealert(1)%3C%2Fscript%3E-probe",
      "/" + "a".repeat(5000) + "-probe",
      "/\u00e9\u0301-probe",
      "//evil.example/-probe",
      "/nope?q=%ff-probe",
    ];
    for (const url of paths)
      await hit(`GET ${url.slice(0, 40)}`, { method: "GET", url }, { noEcho: "probe" });
    const headers: Record<string, string>[] = [
      { "content-length": "-1" },
      { "transfer-encoding": "gzip, chunked" },
      { "x-forwarded-for": "' OR 1=1" },
      { host: "evil.example\u0000" },
      { "content-type": "application/json; charset=\u0000" },
      { origin: "https://evil.example" },
      { "accept-encoding": "br;q=x, gzip;q=-1" },
      { "x-http-method-override": "DELETE" },
    ];
    for (const extra of headers)
      await hit(`headers ${JSON.stringify(extra)}`, json("/api/message", contactBody({ name: "" }), extra), {
        mayPass: false,
      });
    expect(failures).toEqual([]);
  });

  it("refuses hostile beacons by field, echoing nothing", async () => {
    const beacon = (payload: string, type = "text/plain;charset=UTF-8"): InjectOptions => ({
      method: "POST",
      url: BEACON_PATH,
      payload,
      headers: { "content-type": type },
    });
    for (const field of ["view", "click"]) {
      for (const [kind, value] of NOT_TEXT)
        await hit(`beacon.${field} ${kind}`, beacon(JSON.stringify({ [field]: value(field) })), { field });
      for (const value of [...WEIRD_TEXT, "/api/beacon", "//evil.example/", "/sponsors/../admin", "/404"])
        await hit(`beacon.${field} ${JSON.stringify(value)}`, beacon(JSON.stringify({ [field]: value })), {
          field,
          noEcho: value,
        });
    }
    for (const body of ["{", "", "null", "[]", "42", '"/"', '{"__proto__": {"view": "/"}}', '{"view": "/"}x'])
      await hit(`beacon body ${JSON.stringify(body)}`, beacon(body));
    await hit("beacon twice", beacon('{"view": "/", "click": "partner-01"}'), { field: "beacon" });
    await hit("beacon oversized", beacon(JSON.stringify({ view: `/${"a".repeat(10_000)}` })));
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/html"])
      await hit(`beacon as ${type}`, beacon('{"view": "/"}', type));
    for (const method of ["GET", "PUT", "DELETE"] as const)
      await hit(`${method} beacon`, { method, url: BEACON_PATH });
    expect(failures).toEqual([]);
  });

  it("sent at least 400 hostile requests", () => {
    expect(sent).toBeGreaterThanOrEqual(400);
  });
});
