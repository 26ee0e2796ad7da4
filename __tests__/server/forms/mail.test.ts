/** @jest-environment node */
// Each new message and application is e-mailed to the club through SMTP; a failed delivery loses nothing.

import type { FastifyInstance } from "fastify";

import { buildApp } from "../../../src/server/http/app";
import { countRows } from "../../../src/server/forms/store";
import {
  applicationBody,
  contactBody,
  multipart,
  openTestDatabase,
  pdfBytes,
  startSmtp,
  type TestDatabase,
} from "../helpers";

jest.setTimeout(60_000);

const CLUB = "club@example.org";

describe("mail to the club", () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await openTestDatabase("SQLite");
  });
  afterAll(() => testDb?.drop());

  const appWith = (smtpUrl: string): Promise<FastifyInstance> =>
    buildApp({
      db: testDb.db,
      rateLimitMax: 10_000,
      logLevel: false,
      mail: { smtpUrl, to: CLUB, from: CLUB, publicOrigin: "https://forms.example.org" },
    });

  describe("with a working SMTP server", () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let app: FastifyInstance;
    beforeAll(async () => {
      smtp = await startSmtp();
      app = await appWith(smtp.url);
    });
    afterAll(async () => {
      await app.close();
      await smtp.close();
    });

    it("sends each new message to the club, answerable to the visitor", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/message",
        payload: contactBody({
          subject: "Sponsorship\r\nBcc: victim@example.org",
          message: "Please call me.",
        }),
      });
      expect(response.statusCode).toBe(201);
      const mail = await smtp.next();
      expect(mail.to).toEqual([CLUB]);
      expect(mail.headers).toMatch(/^Reply-To: aisha@example\.org\r?$/m);
      expect(mail.headers).toMatch(
        /^Subject: Website message #\d+ from Aisha Khan: Sponsorship Bcc: victim@example\.org\r?$/m,
      );
      expect(mail.headers).not.toMatch(/^Bcc:/m);
      expect(mail.raw).toContain("Please call me.");
    });

    it("sends each new application with its resume attached", async () => {
      const upload = await app.inject({
        method: "POST",
        url: "/api/resumes",
        ...multipart([{ content: pdfBytes() }]),
      });
      const response = await app.inject({
        method: "POST",
        url: "/api/register",
        payload: applicationBody(upload.json<{ url: string }>().url),
      });
      expect(response.statusCode).toBe(201);
      const mail = await smtp.next();
      expect(mail.headers).toMatch(
        /^Subject: Membership application #\d+: Rahul Verma \(Second year, Mechanical\)\r?$/m,
      );
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=resume-\d+\.pdf/);
      expect(mail.raw).toContain(pdfBytes().toString("base64").slice(0, 40));
    });
  });

  it.each([
    ["refuses the mail", true],
    ["cannot be reached", false],
  ])("stores the row and answers 201 when the SMTP server %s", async (_what, refuse) => {
    const smtp = await startSmtp(refuse);
    const url = smtp.url;
    if (!refuse) await smtp.close();
    const app = await appWith(url);
    const before = await countRows(testDb.db);
    const response = await app.inject({ method: "POST", url: "/api/message", payload: contactBody() });
    expect(response.statusCode).toBe(201);
    // Closing waits for the mail to be tried.
    await app.close();
    if (refuse) await smtp.close();
    expect((await countRows(testDb.db)).messages).toBe(before.messages + 1);
  });
});
