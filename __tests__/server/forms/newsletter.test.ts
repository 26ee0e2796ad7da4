/** @jest-environment node */
// The newsletter's double opt-in when mail is configured: a confirmation link to the address, the same
// answer whatever the address's state, no mail bombing, expiry and the sweep; without mail, at once.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import { parseCommand, runCommand } from "../../../src/server/cli";
import { deleteExpiredSubscriptions, listSubscribers } from "../../../src/server/forms/store";
import {
  ago,
  BACKENDS,
  fakeClock,
  HOUR_MS,
  MINUTE_MS,
  openTestDatabase,
  startSmtp,
  type Received,
  type TestDatabase,
  testApp,
} from "../helpers";

jest.setTimeout(60_000);

const CLUB = "club@example.org";
const ORIGIN = "https://forms.example.org";

/** The confirmation link in a mail's text (quoted-printable undone), as a path to inject. */
function linkIn(mail: Received): string {
  const body = mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https:\/\/forms\.example\.org(\/api\/subscribe\/confirm\?token=[\w-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${body}`);
  return match[1];
}

describe.each(BACKENDS)("newsletter on %s", (backend) => {
  let testDb: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;

  const withMail = (): Promise<FastifyInstance> =>
    testApp({ db: testDb.db }, { smtpUrl: smtp.url, mailTo: CLUB, mailFrom: CLUB, publicOrigin: ORIGIN });
  const subscribe = (target: FastifyInstance, email: string) =>
    target.inject({ method: "POST", url: "/api/subscribe", payload: { email } });
  const subscribed = async (email: string) =>
    (await listSubscribers(testDb.db)).some((row) => row.email.toLowerCase() === email.toLowerCase());
  const rowsFor = async (email: string) =>
    (
      await testDb.db.query<{ n: number }>(
        `SELECT CAST(count(*) AS integer) AS n FROM subscribers WHERE lower(email) = lower($1)`,
        [email],
      )
    )[0]?.n;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    smtp = await startSmtp();
    app = await withMail();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await testDb?.drop();
  });

  it("mails a new address a confirmation link; opening it makes the address a subscriber, once", async () => {
    const response = await subscribe(app, "new.fan@example.org");
    expect(response.statusCode).toBe(202);
    const mail = await smtp.next();
    expect(mail.to).toEqual(["new.fan@example.org"]);
    expect(mail.headers).toMatch(/^Subject: Confirm your subscription/m);
    // Stored, but on no list until confirmed.
    expect(await rowsFor("new.fan@example.org")).toBe(1);
    expect(await subscribed("new.fan@example.org")).toBe(false);

    const link = linkIn(mail);
    const confirmed = await app.inject({ method: "GET", url: link });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers["content-type"]).toMatch(/^text\/html/);
    expect(confirmed.body).toContain("<h1>Subscribed</h1>");
    expect(await subscribed("new.fan@example.org")).toBe(true);
    // Single use: the token is gone.
    const again = await app.inject({ method: "GET", url: link });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("This link does not work");
  });

  it("answers the same for a new, an unconfirmed and a confirmed address, and mails none twice within the interval", async () => {
    const own = await withMail();
    const answers: [number, string][] = [];
    const post = async (email: string) => {
      const response = await subscribe(own, email);
      answers.push([response.statusCode, response.body]);
    };
    await post("steady@example.org"); // new
    const link = linkIn(await smtp.next());
    await post("Steady@Example.org"); // unconfirmed, mailed a moment ago
    await post("steady@example.org");
    expect((await own.inject({ method: "GET", url: link })).statusCode).toBe(200);
    await post("steady@example.org"); // confirmed
    // Closing waits for every queued mail to be tried.
    await own.close();
    expect(smtp.unread()).toBe(0);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify([202, '{"ok":true}'])]),
    );
    expect(answers).toHaveLength(4);
    expect(await rowsFor("steady@example.org")).toBe(1);
  });

  it("mails an unconfirmed address again after the interval, and only the newest link works", async () => {
    await subscribe(app, "slow@example.org");
    const first = linkIn(await smtp.next());
    await testDb.db.query(`UPDATE subscribers SET mailed_at = $1 WHERE email = 'slow@example.org'`, [
      ago(11 * MINUTE_MS),
    ]);
    await subscribe(app, "slow@example.org");
    const second = linkIn(await smtp.next());
    expect(second).not.toBe(first);
    expect((await app.inject({ method: "GET", url: first })).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: second })).statusCode).toBe(200);
    expect(await subscribed("slow@example.org")).toBe(true);
  });

  it("refuses an expired link without detail, and the sweep deletes the unconfirmed address", async () => {
    await subscribe(app, "late@example.org");
    const link = linkIn(await smtp.next());
    await testDb.db.query(`UPDATE subscribers SET token_expires_at = $1 WHERE email = 'late@example.org'`, [
      ago(1_000),
    ]);
    const refused = await app.inject({ method: "GET", url: link });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("This link does not work");
    expect(refused.body).not.toContain("late@example.org");
    expect(await subscribed("late@example.org")).toBe(false);

    expect(await deleteExpiredSubscriptions(testDb.db)).toBe(1);
    expect(await rowsFor("late@example.org")).toBe(0);
    // Confirmed addresses are never swept.
    expect(await subscribed("new.fan@example.org")).toBe(true);
  });

  it("lets a link work for 48 hours after its mail", async () => {
    const now = new Date();
    fakeClock(now);
    const clocked = await withMail();
    try {
      await subscribe(clocked, "later@example.org");
      const link = linkIn(await smtp.next());
      jest.setSystemTime(now.getTime() + 48 * HOUR_MS + 1_000);
      expect((await clocked.inject({ method: "GET", url: link })).statusCode).toBe(400);
      expect(await subscribed("later@example.org")).toBe(false);
      jest.setSystemTime(now.getTime() + 48 * HOUR_MS - 1_000);
      expect((await clocked.inject({ method: "GET", url: link })).statusCode).toBe(200);
      expect(await subscribed("later@example.org")).toBe(true);
    } finally {
      jest.useRealTimers();
      await clocked.close();
    }
  });

  it.each([
    ["no token", ""],
    ["a short token", "?token=abc"],
    ["an unknown token", `?token=${"A".repeat(43)}`],
    ["two tokens", `?token=${"A".repeat(43)}&token=${"B".repeat(43)}`],
  ])("answers a link with %s with the 400 page", async (_what, query) => {
    const response = await app.inject({ method: "GET", url: `/api/subscribe/confirm${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("This link does not work");
  });

  it("keeps unconfirmed addresses out of the officers' list and export", async () => {
    await subscribe(app, "waiting@example.org");
    await smtp.next();
    const dir = mkdtempSync(path.join(os.tmpdir(), "newsletter-export-"));
    try {
      const lines: string[] = [];
      const run = (args: string[]) =>
        runCommand(testDb.db, parseCommand(args), (line) => lines.push(line), {});
      await run(["list", "subscribers"]);
      await run(["export", dir]);
      expect(lines.join("\n")).toContain("new.fan@example.org");
      expect(lines.join("\n")).not.toContain("waiting@example.org");
      const csv = readFileSync(path.join(dir, "subscribers.csv"), "utf8");
      expect(csv).toContain("new.fan@example.org");
      expect(csv).not.toContain("waiting@example.org");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("without mail, subscribes the address at once", async () => {
    const plain = await testApp({ db: testDb.db });
    try {
      const response = await subscribe(plain, "direct@example.org");
      expect(response.statusCode).toBe(202);
      expect(await subscribed("direct@example.org")).toBe(true);
    } finally {
      await plain.close();
    }
    expect(smtp.unread()).toBe(0);
  });
});
