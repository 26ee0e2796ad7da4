/** @jest-environment node */
// The visit counter's API through fastify.inject, on SQLite and on PostgreSQL: what is counted, what is
// refused (and then nothing is stored), what is not counted (DNT, GPC, bots, an empty user agent, another
// website's pages), clicks once per visitor and day, logos seen, the per-address rate limit, and the daily
// salt.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance, InjectOptions } from "fastify";

import { PAGE_ROUTES } from "../../../src/lib/routes";
import { BEACON_BODY_LIMIT, BEACON_PATH } from "../../../src/lib/traffic";
import { siteRoutes, type TrafficCatalog } from "../../../src/server/visit-counts/catalog";
import type { Database } from "../../../src/server/storage/db";
import { TrafficCounter } from "../../../src/server/visit-counts/traffic";
import { readCounts } from "../../../src/server/visit-counts/traffic-store";
import { BACKENDS, contactBody, fakeClock, openTestDatabase, type TestDatabase, testApp } from "../helpers";

jest.setTimeout(60_000);

const CATALOG: TrafficCatalog = {
  routes: new Set(["/", "/sponsors", "/zfr-cv/3.0"]),
  sponsors: [
    { slug: "acme", name: "Acme", url: "https://acme.example.org" },
    { slug: "no-link", name: "No Link" },
  ],
};

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OTHER_BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const TODAY = new Date().toISOString().slice(0, 10);

describe.each(BACKENDS)("the visit counter on %s", (backend) => {
  let testDb: TestDatabase;
  let db: Database;
  let app: FastifyInstance;

  const beacon = (
    body: unknown,
    { address = "10.0.0.1", agent = BROWSER, headers = {}, type = "text/plain;charset=UTF-8" } = {} as {
      address?: string;
      agent?: string;
      headers?: Record<string, string>;
      type?: string;
    },
  ) =>
    app.inject({
      method: "POST",
      url: BEACON_PATH,
      remoteAddress: address,
      headers: { "content-type": type, "user-agent": agent, ...headers },
      payload: (typeof body === "string" ? body : JSON.stringify(body)) as InjectOptions["payload"],
    });

  /** What the database holds after the counter has written what it counted. */
  const stored = async () => {
    await app.visits.flush();
    return readCounts(db, "2000-01-01", "2999-12-31");
  };

  beforeEach(async () => {
    testDb = await openTestDatabase(backend);
    db = testDb.db;
    app = await build(1_000);
  });

  const build = (beaconsPerMinute: number) => testApp({ db, catalog: CATALOG }, { beaconsPerMinute });

  afterEach(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it("counts views per page, distinct visitors per page and per day, and logo clicks", async () => {
    for (const [body, options] of [
      [{ view: "/" }, {}],
      [{ view: "/" }, {}],
      [{ view: "/sponsors/" }, {}],
      [{ view: "/" }, { address: "10.0.0.2" }],
      [{ view: "/" }, { agent: OTHER_BROWSER }],
      [{ click: "acme" }, {}],
    ] as const) {
      const response = await beacon(body, options);
      expect(response.statusCode).toBe(204);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    const counts = await stored();
    expect(counts.pages).toEqual([
      { day: TODAY, route: "/", views: 4, visitors: 3 },
      { day: TODAY, route: "/sponsors", views: 1, visitors: 1 },
    ]);
    expect(counts.visitors).toEqual([{ day: TODAY, visitors: 3 }]);
    expect(counts.clicks).toEqual([{ day: TODAY, sponsor: "acme", clicks: 1 }]);
  });

  it("counts a click once per visitor and day, and only from a visitor who viewed the logo's page", async () => {
    await beacon({ view: "/sponsors" });
    await beacon({ view: "/sponsors" }, { agent: OTHER_BROWSER });
    // Viewed only the home page: the logo was never in front of them.
    await beacon({ view: "/" }, { address: "10.0.0.3" });
    for (let i = 0; i < 10; i++) expect((await beacon({ click: "acme" })).statusCode).toBe(204);
    expect((await beacon({ click: "acme" }, { agent: OTHER_BROWSER })).statusCode).toBe(204);
    expect((await beacon({ click: "acme" }, { address: "10.0.0.3" })).statusCode).toBe(204);
    const counts = await stored();
    expect(counts.clicks).toEqual([{ day: TODAY, sponsor: "acme", clicks: 2 }]);
    // Two visitors, two views of /sponsors: click-through 100 %, never more.
    expect(counts.pages.find((row) => row.route === "/sponsors")?.views).toBe(2);
  });

  it("counts each logo seen once per beacon, links or not, and refuses a bad list naming the field", async () => {
    expect((await beacon({ seen: ["acme", "no-link"] })).statusCode).toBe(204);
    expect((await beacon({ seen: ["acme"] }, { address: "10.0.0.2" })).statusCode).toBe(204);
    for (const seen of [[], ["nobody"], ["acme", "acme"], "acme", [42], ["acme", "no-link", "acme"], null]) {
      const response = await beacon({ seen });
      expect([JSON.stringify(seen), response.statusCode]).toEqual([JSON.stringify(seen), 400]);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(["seen"]);
    }
    const counts = await stored();
    expect(counts.seen).toEqual([
      { day: TODAY, sponsor: "acme", seen: 2 },
      { day: TODAY, sponsor: "no-link", seen: 1 },
    ]);
    expect(counts.pages).toEqual([]);
  });

  it("counts only beacons from the site's own pages, by Sec-Fetch-Site, else by Origin", async () => {
    const own = `http://localhost:80`;
    const ignored: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
      { "sec-fetch-site": "same-site", origin: "https://blog.example.org" },
      { "sec-fetch-site": "none" },
      // Sec-Fetch-Site wins over an Origin that names this server.
      { "sec-fetch-site": "cross-site", origin: own },
      { origin: "https://elsewhere.example" },
      { origin: "null" },
    ];
    for (const headers of ignored) {
      for (const body of [{ view: "/sponsors" }, { click: "acme" }, { seen: ["acme"] }])
        expect((await beacon(body, { headers })).statusCode).toBe(204);
    }
    expect(await stored()).toEqual({ pages: [], clicks: [], seen: [], visitors: [] });
    const counted: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", origin: own },
      { origin: own },
      {},
    ];
    for (const headers of counted) {
      await beacon({ view: "/sponsors" }, { headers, address: "10.0.0.7" });
      await beacon({ seen: ["acme"] }, { headers, address: "10.0.0.7" });
    }
    const counts = await stored();
    expect(counts.pages).toEqual([{ day: TODAY, route: "/sponsors", views: 3, visitors: 1 }]);
    expect(counts.seen).toEqual([{ day: TODAY, sponsor: "acme", seen: 3 }]);
  });

  it("counts the site's pages hosted elsewhere (CORS_ORIGINS) though cross-site", async () => {
    await app.close();
    app = await testApp(
      { db, catalog: CATALOG },
      { corsOrigins: ["https://site.example.org"], beaconsPerMinute: 1_000 },
    );
    await beacon(
      { view: "/" },
      { headers: { "sec-fetch-site": "cross-site", origin: "https://site.example.org" } },
    );
    await beacon(
      { view: "/" },
      { headers: { "sec-fetch-site": "cross-site", origin: "https://other.example" } },
    );
    expect((await stored()).pages).toEqual([{ day: TODAY, route: "/", views: 1, visitors: 1 }]);
  });

  it("adds to the day's rows at each write, as JSON too", async () => {
    await beacon({ view: "/zfr-cv/3.0" });
    await stored();
    await beacon({ view: "/zfr-cv/3.0" }, { type: "application/json", address: "10.0.0.9" });
    expect((await stored()).pages).toEqual([{ day: TODAY, route: "/zfr-cv/3.0", views: 2, visitors: 2 }]);
  });

  it("refuses unknown pages and sponsors, naming the field, and stores nothing", async () => {
    const refusals: [unknown, string][] = [
      [{ view: "/no-such-page" }, "view"],
      [{ view: "/zfr-cv/3.0/../../etc" }, "view"],
      [{ view: 42 }, "view"],
      [{ view: "/" + "a".repeat(300) }, "view"],
      [{ click: "nobody" }, "click"],
      [{ click: "no-link" }, "click"],
      [{ click: ["acme"] }, "click"],
      [{ view: "/", click: "acme" }, "beacon"],
      [{ route: "/" }, "beacon"],
      [{}, "beacon"],
    ];
    for (const [body, field] of refusals) {
      const response = await beacon(body);
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    }
    for (const body of ["", "{", "null", "[]", '"/"', "x".repeat(BEACON_BODY_LIMIT + 1)]) {
      const response = await beacon(body);
      expect([body.slice(0, 10), response.statusCode]).toEqual([
        body.slice(0, 10),
        body.length > BEACON_BODY_LIMIT ? 413 : 400,
      ]);
    }
    expect((await beacon({ view: "/" }, { type: "image/png" })).statusCode).toBe(415);
    expect(await stored()).toEqual({ pages: [], clicks: [], seen: [], visitors: [] });
  });

  it("counts nothing for Do Not Track, Global Privacy Control, bots and empty user agents, answering the same", async () => {
    const quiet: { agent?: string; headers?: Record<string, string> }[] = [
      { headers: { dnt: "1" } },
      { headers: { "sec-gpc": "1" } },
      { agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      {
        agent:
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0",
      },
      { agent: "curl/8.5.0" },
      { agent: "" },
      { agent: "   " },
    ];
    for (const options of quiet) {
      expect((await beacon({ view: "/sponsors" }, options)).statusCode).toBe(204);
      expect((await beacon({ click: "acme" }, options)).statusCode).toBe(204);
      expect((await beacon({ seen: ["acme"] }, options)).statusCode).toBe(204);
    }
    expect(await stored()).toEqual({ pages: [], clicks: [], seen: [], visitors: [] });
  });

  it("limits beacons per address, apart from the forms", async () => {
    await app.close();
    app = await build(3);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await beacon({ view: "/" })).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect((await beacon({ view: "/" }, { address: "10.0.0.2" })).statusCode).toBe(204);
    const message = await app.inject({
      method: "POST",
      url: "/api/message",
      remoteAddress: "10.0.0.1",
      payload: contactBody(),
    });
    expect(message.statusCode).toBe(201);
    expect((await stored()).pages).toEqual([{ day: TODAY, route: "/", views: 4, visitors: 2 }]);
  });
});

describe("the pages counted", () => {
  it("are the built site's pages, or the fixed ones without a build", () => {
    const site = mkdtempSync(path.join(os.tmpdir(), "site-routes-"));
    try {
      for (const page of [
        "",
        "sponsors",
        "zfr-cv/3.0",
        "gallery/Section0",
        "404",
        "admin",
        "page-data/x",
        "static/y",
      ]) {
        mkdirSync(path.join(site, page), { recursive: true });
        writeFileSync(path.join(site, page, "index.html"), "<!DOCTYPE html>");
      }
      writeFileSync(path.join(site, "404.html"), "<!DOCTYPE html>");
      expect(siteRoutes(site).sort()).toEqual(["/", "/404", "/gallery/Section0", "/sponsors", "/zfr-cv/3.0"]);
      expect(siteRoutes(undefined)).toEqual([...Object.values(PAGE_ROUTES), "/404"]);
      expect(siteRoutes(path.join(site, "missing"))).toEqual([...Object.values(PAGE_ROUTES), "/404"]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe("the request log", () => {
  it("keeps no line for a counted beacon, only for a refused one", async () => {
    const testDb = await openTestDatabase("SQLite");
    const lines: string[] = [];
    const app = await testApp(
      { db: testDb.db, catalog: CATALOG },
      { rateLimitMax: 100, logger: { level: "info", stream: { write: (line) => lines.push(line) } } },
    );
    try {
      const send = (view: string) =>
        app.inject({
          method: "POST",
          url: BEACON_PATH,
          headers: { "content-type": "text/plain", "user-agent": BROWSER },
          payload: JSON.stringify({ view }),
        });
      expect((await send("/sponsors")).statusCode).toBe(204);
      expect(lines.filter((line) => line.includes(BEACON_PATH))).toEqual([]);
      expect((await send("/nowhere")).statusCode).toBe(400);
      expect(lines.filter((line) => line.includes(BEACON_PATH))).toHaveLength(1);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});

describe("the daily salt", () => {
  it("recognises a visitor within a day only, and keeps only counts", async () => {
    const testDb = await openTestDatabase("SQLite");
    try {
      fakeClock(new Date("2026-03-01T23:59:00Z"));
      const counter = new TrafficCounter(testDb.db);
      counter.countView("/sponsors", "10.0.0.1", BROWSER);
      counter.countView("/sponsors", "10.0.0.1", BROWSER);
      counter.countClick("acme", "10.0.0.1", BROWSER);
      counter.countClick("acme", "10.0.0.1", BROWSER);
      jest.setSystemTime(new Date("2026-03-02T00:01:00Z"));
      // A new day: the click needs a view of the logo's page today, then counts once again.
      counter.countClick("acme", "10.0.0.1", BROWSER);
      counter.countView("/sponsors", "10.0.0.1", BROWSER);
      counter.countClick("acme", "10.0.0.1", BROWSER);
      counter.countClick("acme", "10.0.0.1", BROWSER);
      await counter.flush();
      const counts = await readCounts(testDb.db, "2026-03-01", "2026-03-02");
      expect(counts.pages).toEqual([
        { day: "2026-03-01", route: "/sponsors", views: 2, visitors: 1 },
        { day: "2026-03-02", route: "/sponsors", views: 1, visitors: 1 },
      ]);
      expect(counts.clicks).toEqual([
        { day: "2026-03-01", sponsor: "acme", clicks: 1 },
        { day: "2026-03-02", sponsor: "acme", clicks: 1 },
      ]);
      // No address, agent or hash reaches the database: every column is a day, a name or a count.
      const file = await testDb.db.query<{ sql: string }>(
        "SELECT sql FROM sqlite_master WHERE name IN ('page_views', 'sponsor_clicks', 'sponsor_seen', 'site_visitors')",
      );
      expect(file.map((row) => row.sql).join(" ")).not.toMatch(/address|agent|hash|ip\b/i);
    } finally {
      jest.useRealTimers();
      await testDb.drop();
    }
  });

  it("keeps what a failed write held for the next", async () => {
    const testDb = await openTestDatabase("SQLite");
    try {
      const counter = new TrafficCounter(testDb.db);
      counter.countView("/sponsors", "10.0.0.1", BROWSER);
      counter.countClick("acme", "10.0.0.1", BROWSER);
      counter.countSeen(["acme"]);
      const query = jest.spyOn(testDb.db, "transaction").mockRejectedValueOnce(new Error("disk full"));
      await expect(counter.flush()).rejects.toThrow("disk full");
      query.mockRestore();
      counter.countView("/sponsors", "10.0.0.2", BROWSER);
      counter.countClick("acme", "10.0.0.2", BROWSER);
      counter.countSeen(["acme"]);
      await counter.flush();
      const counts = await readCounts(testDb.db, TODAY, TODAY);
      expect(counts.clicks).toEqual([{ day: TODAY, sponsor: "acme", clicks: 2 }]);
      expect(counts.seen).toEqual([{ day: TODAY, sponsor: "acme", seen: 2 }]);
    } finally {
      await testDb.drop();
    }
  });
});
