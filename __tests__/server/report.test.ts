/** @jest-environment node */
// The officers' visit reports (issue 24) against a seeded data set, on SQLite and on PostgreSQL: every
// figure in the tables, the CSV files and the sponsors' pages is the one the seed implies.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { parseCommand, runCommand, UsageError } from "../../src/server/cli";
import type { TrafficCatalog } from "../../src/server/catalog";
import { addCounts } from "../../src/server/traffic-store";
import { BACKENDS, openTestDatabase, type TestDatabase } from "./helpers";

jest.setTimeout(60_000);

const CATALOG: TrafficCatalog = {
  routes: new Set(["/", "/sponsors"]),
  sponsors: [
    { slug: "acme", name: "Acme Motors", url: "https://acme.example.org" },
    { slug: "beta", name: "Beta & Sons", url: "https://beta.example.org" },
    { slug: "no-link", name: "No Link" },
  ],
};

/** Two weeks (Monday 2 to Sunday 15 November 2026) and a day either side that the period leaves out. */
const SEED = {
  pages: [
    { day: "2026-11-01", route: "/sponsors", views: 100, visitors: 90 },
    { day: "2026-11-02", route: "/", views: 10, visitors: 6 },
    { day: "2026-11-02", route: "/sponsors", views: 4, visitors: 3 },
    { day: "2026-11-05", route: "/sponsors", views: 6, visitors: 5 },
    { day: "2026-11-10", route: "/", views: 20, visitors: 12 },
    { day: "2026-11-10", route: "/sponsors", views: 10, visitors: 8 },
    { day: "2026-11-16", route: "/sponsors", views: 50, visitors: 40 },
  ],
  visitors: [
    { day: "2026-11-01", visitors: 90 },
    { day: "2026-11-02", visitors: 7 },
    { day: "2026-11-05", visitors: 5 },
    { day: "2026-11-10", visitors: 15 },
    { day: "2026-11-16", visitors: 40 },
  ],
  clicks: [
    { day: "2026-11-01", sponsor: "acme", clicks: 9 },
    { day: "2026-11-02", sponsor: "acme", clicks: 1 },
    { day: "2026-11-05", sponsor: "acme", clicks: 2 },
    { day: "2026-11-05", sponsor: "beta", clicks: 1 },
    { day: "2026-11-10", sponsor: "acme", clicks: 1 },
    { day: "2026-11-10", sponsor: "gone", clicks: 3 },
    { day: "2026-11-16", sponsor: "acme", clicks: 9 },
  ],
};

const PERIOD = ["--from", "2026-11-02", "--to", "2026-11-15"];

describe.each(BACKENDS)("the visit reports on %s", (backend) => {
  let testDb: TestDatabase;
  let out: string;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await addCounts(testDb.db, SEED);
    out = mkdtempSync(path.join(os.tmpdir(), "report-"));
  });

  afterAll(async () => {
    await testDb?.drop();
    rmSync(out, { recursive: true, force: true });
  });

  const run = async (...args: string[]): Promise<string> => {
    const lines: string[] = [];
    await runCommand(testDb.db, parseCommand(args), (line) => lines.push(line), { catalog: CATALOG });
    return lines.join("\n");
  };
  const csv = (file: string): string[][] =>
    readFileSync(path.join(out, file), "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split(","));

  it("reports traffic per page and per week, with the period's totals", async () => {
    const text = await run("report", "traffic", ...PERIOD, "--csv", out);
    expect(text).toContain("Traffic from 2026-11-02 to 2026-11-15");
    expect(text).toMatch(/\/ +30 +18\n\/sponsors +20 +16/);
    expect(text).toMatch(/2026-11-02 +20 +12\n2026-11-09 +30 +15/);
    expect(text).toContain("In all: 50 page views, 27 visitors.");
    expect(csv("traffic-pages.csv")).toEqual([
      ["route", "views", "visitors"],
      ["/", "30", "18"],
      ["/sponsors", "20", "16"],
    ]);
    expect(csv("traffic-weeks.csv")).toEqual([
      ["week", "views", "visitors"],
      ["2026-11-02", "20", "12"],
      ["2026-11-09", "30", "15"],
    ]);
  });

  it("reports each sponsor's views, clicks and click-through rate", async () => {
    const text = await run("report", "sponsors", ...PERIOD, "--csv", out);
    expect(text).toContain("Views are views of /sponsors");
    expect(text).toMatch(/acme +Acme Motors +20 +4 +20\.0%/);
    expect(text).toMatch(/beta +Beta & Sons +20 +1 +5\.0%/);
    expect(text).toMatch(/no-link +No Link +20 +0 +0\.0%/);
    expect(text).toMatch(/gone +gone +20 +3 +15\.0%/);
    expect(csv("sponsor-weeks.csv").filter((row) => row[0] === "acme")).toEqual([
      ["acme", "2026-11-02", "10", "3"],
      ["acme", "2026-11-09", "10", "1"],
    ]);
  });

  it("writes one printable page per sponsor with its figures and weekly charts", async () => {
    await run("report", "sponsors", ...PERIOD, "--html", out);
    const pages = readdirSync(out).filter((file) => file.endsWith(".html"));
    expect(pages.sort()).toEqual(["acme.html", "beta.html", "gone.html", "no-link.html"]);
    const acme = readFileSync(path.join(out, "acme.html"), "utf8");
    expect(acme).toContain("<h1>Acme Motors</h1>");
    expect(acme).toContain("2 Nov 2026 – 15 Nov 2026");
    expect(acme).toMatch(/<strong>20<\/strong> views of pages showing your logo/);
    expect(acme).toMatch(/<strong>4<\/strong> clicks on your logo/);
    expect(acme).toMatch(/<strong>20\.0%<\/strong> click-through rate/);
    expect(acme).toContain('<desc id="views-desc">2 Nov: 10; 9 Nov: 10</desc>');
    expect(acme).toContain('<desc id="clicks-desc">2 Nov: 3; 9 Nov: 1</desc>');
    expect(acme).toContain("data:image/png;base64,");
    expect(acme).not.toMatch(/<script|https?:\/\/(?!acme\.example\.org|www\.saezhcet)/);
    expect(readFileSync(path.join(out, "beta.html"), "utf8")).toContain("<h1>Beta &#38; Sons</h1>");
  });

  it("shows an empty period as zeros, not as an error", async () => {
    const text = await run("report", "sponsors", "--from", "2025-01-01", "--to", "2025-01-07");
    expect(text).toMatch(/acme +Acme Motors +0 +0 +–/);
  });
});

describe("report's arguments", () => {
  it.each([
    [["report"], "report what?"],
    [["report", "visits"], "report what?"],
    [["report", "traffic", "--from", "2026-02-30"], "--from needs a date"],
    [["report", "traffic", "--to", "yesterday"], "--to needs a date"],
    [["report", "traffic", "--from", "2026-11-10", "--to", "2026-11-01"], "--from must not be after --to"],
    [["report", "traffic", "--html", "out"], "--html makes the sponsors' pages"],
    [["report", "sponsors", "--csv"], "report takes"],
    [["report", "sponsors", "--pdf", "out"], "report takes"],
  ])("refuses %j", (args, message) => {
    expect(() => parseCommand(args)).toThrow(UsageError);
    expect(() => parseCommand(args)).toThrow(message);
  });

  it("takes the period and the outputs", () => {
    expect(parseCommand(["report", "sponsors", ...PERIOD, "--csv", "a", "--html", "b"])).toEqual({
      name: "report",
      what: "sponsors",
      from: "2026-11-02",
      to: "2026-11-15",
      csv: "a",
      html: "b",
    });
  });
});
