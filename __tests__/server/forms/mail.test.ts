/** @jest-environment node */
// Each new message and application is e-mailed to the club through SMTP; a failed delivery loses nothing.

import type { FastifyInstance } from "fastify";

import { countRows } from "../../../src/server/forms/store";
import { applicationNotice, messageNotice } from "../../../src/server/forms/mail";
import { applicationPayload, contactPayload } from "../../fixtures/payloads";
import {
  applicationBody,
  contactBody,
  multipart,
  openTestDatabase,
  pdfBytes,
  startSmtp,
  type TestDatabase,
  testApp,
} from "../helpers";

jest.setTimeout(60_000);

const CLUB = "club@example.org";

describe("a visitor's text in the club's mail", () => {
  const LINE_BREAKS = ["\n", "\r\n", "\r", "\u2028", "\u2029", "\u0085", "\v", "\f"];

  it.each(LINE_BREAKS.map((to) => [JSON.stringify(to), to]))(
    "cannot write a field's line with a %s in a one-line value",
    (_what, to) => {
      const { text } = messageNotice(
        contactPayload({ name: `Aisha${to}E-mail: evil@example.org`, subject: `Hi${to}Phone: 000` }),
        7,
      );
      const lines = text.split("\n");
      expect(lines.filter((line) => /^E-mail:/.test(line))).toEqual(["E-mail: aisha@example.org"]);
      expect(lines.filter((line) => /^Phone:/.test(line))).toEqual(["Phone: +91 98765 43210"]);
      expect(lines).toContain("Name: Aisha E-mail: evil@example.org");
      expect(lines).toContain("Subject: Hi Phone: 000");
    },
  );

  it('quotes long text under its label, so its own "Label: value" lines read as the visitor\'s', () => {
    const { text } = messageNotice(
      contactPayload({ message: "Hello\nE-mail: evil@example.org\r\n\nBye" }),
      7,
    );
    expect(text).toContain("Message:\n> Hello\n> E-mail: evil@example.org\n>\n> Bye\n");
    expect(text.split("\n").filter((line) => /^E-mail:/.test(line))).toEqual(["E-mail: aisha@example.org"]);
  });

  it.each(["\u202E", "\u202D", "\u2066", "\u2067", "\u2068", "\u2069", "\u200F", "\u061C", "\u202B"])(
    "takes the bidi control U+%s out of the Subject and the body",
    (control) => {
      const notices = [
        messageNotice(contactPayload({ name: `Aisha ${control}fdp.exe`, message: `a${control}b` }), 7),
        applicationNotice(
          applicationPayload("/api/resumes/x", { name: `Rahul ${control}Verma` }),
          7,
          undefined,
        ),
      ];
      for (const { subject, text } of notices) {
        expect(subject).not.toContain(control);
        expect(text).not.toContain(control);
      }
      expect(notices[0]?.subject).toBe("Website message #7 from Aisha fdp.exe: Sponsorship");
    },
  );

  it("keeps joiners, which names in Indic scripts need", () => {
    const name = "\u0D15\u0D4D\u200D\u0D37"; // Malayalam, with a zero-width joiner
    expect(messageNotice(contactPayload({ name }), 7).subject).toContain(name);
  });
});

describe("mail to the club", () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await openTestDatabase("SQLite");
  });
  afterAll(() => testDb?.drop());

  const appWith = (smtpUrl: string): Promise<FastifyInstance> =>
    testApp(
      { db: testDb.db },
      { smtpUrl, mailTo: CLUB, mailFrom: CLUB, publicOrigin: "https://forms.example.org" },
    );

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
