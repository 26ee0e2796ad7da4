/**
 * @jest-environment node
 */
// The server's log keeps what the privacy page says and no more: after a page visit, a newsletter
// confirmation and an editor sign-in (each carrying a secret in its query string, a browser string and a
// forwarded address), no line holds the address, the browser string or any part of a query string.

import { Writable } from "node:stream";

import type { FastifyInstance } from "fastify";

import { openTestDatabase, type TestDatabase, testApp } from "../helpers";

jest.setTimeout(60_000);

const VISITOR = "203.0.113.77";
const BROWSER = "Mozilla/5.0 (Linux; Android 14) RequestLogTest/9.9";
const SECRETS = ["page-query-secret", "confirm-token-secret", "oauth-code-secret", "oauth-state-secret"];

let testDb: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  testDb = await openTestDatabase("SQLite");
  // The editor's sign-in configured, its GitHub on a closed port: the callback fails as a real one can.
  Object.assign(process.env, {
    CMS_GITHUB_CLIENT_ID: "client-id",
    CMS_GITHUB_CLIENT_SECRET: "client-secret",
    CMS_GITHUB_URL: "http://127.0.0.1:9",
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  app = await testApp(
    { db: testDb.db },
    { rateLimitMax: 1000, trustProxy: 1, logger: { level: "info", stream } },
  );
});
afterAll(async () => {
  await app?.close();
  await testDb?.drop();
  process.env = saved;
});

it("logs no visitor's address, browser string or query string after a visit, a confirmation and a sign-in", async () => {
  const headers = { "user-agent": BROWSER, "x-forwarded-for": VISITOR };
  const answers = [];
  for (const url of [
    `/?q=${SECRETS[0]}`,
    `/api/subscribe/confirm?token=${SECRETS[1]}`,
    `/admin/auth?provider=github&site_id=example.org`,
    `/admin/auth/callback?code=${SECRETS[2]}&state=${SECRETS[3]}`,
  ])
    answers.push((await app.inject({ method: "GET", url, headers })).statusCode);
  // Each was answered (whatever its status), and each left its line.
  expect(answers).toHaveLength(4);
  const text = lines.join("\n");
  expect(lines.filter((line) => line.includes('"msg":"request"'))).toHaveLength(4);
  expect(text).toContain('"route"');
  for (const secret of [VISITOR, BROWSER, "RequestLogTest", ...SECRETS, "provider=github", "?"])
    expect([secret, text.includes(secret)]).toEqual([secret, false]);
  expect(text).not.toMatch(/remoteAddress|"ip"|user-agent|"headers"/i);
});
