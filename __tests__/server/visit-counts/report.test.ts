/** @jest-environment node */
// The officers' visit reports against a seeded data set, on SQLite and on PostgreSQL: every figure in the
// tables, the CSV files and the sponsors' pages is the one the seed implies; then the periods (weeks or
// months, partial ones, the default) and the sponsors' dates on their own.

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { parseCommand, runCommand, UsageError } from "../../../src/server/cli";
import type { TrafficCatalog } from "../../../src/server/visit-counts/catalog";
import {
  creditedDays,
  groupingOf,
  lastYear,
  periodOf,
  sponsorReport,
  stretchesOf,
} from "../../../src/server/visit-counts/report";
import { addCounts } from "../../../src/server/visit-counts/traffic-store";
import { BACKENDS, openTestDatabase, type TestDatabase } from "../helpers";

jest.setTimeout(60_000);

const CATALOG: TrafficCatalog = {
  routes: new Set(["/", "/sponsors"]),
  sponsors: [
    { slug: "acme", name: "Acme Motors", url: "https://acme.example.org" },
    { slug: "beta", name: "Beta & Sons", url: "https://beta.example.org" },
    { slug: "no-link", name: "No Link" },
    { slug: "late", name: "Late Joiner", url: "https://late.example.org", start: "2026-11-09" },
    { slug: "early", name: "Early Leaver", url: "https://early.example.org", end: "2026-10-31" },
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
    { day: "2026-11-05", sponsor: "late", clicks: 1 },
    { day: "2026-11-10", sponsor: "late", clicks: 2 },
    { day: "2026-11-10", sponsor: "early", clicks: 1 },
  ],
  seen: [
    { day: "2026-11-01", sponsor: "acme", seen: 80 },
    { day: "2026-11-02", sponsor: "acme", seen: 3 },
    { day: "2026-11-05", sponsor: "acme", seen: 4 },
    { day: "2026-11-10", sponsor: "acme", seen: 9 },
    { day: "2026-11-02", sponsor: "no-link", seen: 1 },
    { day: "2026-11-05", sponsor: "late", seen: 5 },
    { day: "2026-11-10", sponsor: "late", seen: 6 },
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
    expect(text).toContain("Traffic from 2026-11-02 to 2026-11-15 (UTC days), per week");
    expect(text).toMatch(/\/ +30 +18\n\/sponsors +20 +16/);
    expect(text).toMatch(/2026-11-02 +2026-11-08 +20 +12\n2026-11-09 +2026-11-15 +30 +15\n/);
    expect(text).toContain("In all: 50 page views, 27 visitors.");
    expect(text).not.toContain("A partial week");
    expect(csv("traffic-pages.csv")).toEqual([
      ["route", "views", "visitors"],
      ["/", "30", "18"],
      ["/sponsors", "20", "16"],
    ]);
    expect(csv("traffic-weeks.csv")).toEqual([
      ["from", "to", "views", "visitors", "partial"],
      ["2026-11-02", "2026-11-08", "20", "12", ""],
      ["2026-11-09", "2026-11-15", "30", "15", ""],
    ]);
  });

  it("reports each sponsor's views, logos seen, clicks and click-through rate, within its dates", async () => {
    const text = await run("report", "sponsors", ...PERIOD, "--csv", out);
    expect(text).toContain("Views are views of /sponsors");
    expect(text).toMatch(/acme +Acme Motors +all +20 +16 +4 +20\.0%/);
    expect(text).toMatch(/beta +Beta & Sons +all +20 +0 +1 +5\.0%/);
    // Without a link, no clicks to count: said so, not "0 clicks, 0.0 %".
    expect(text).toMatch(/no-link +No Link +all +20 +1 +no link +no link/);
    // From its start only: the week before is not credited.
    expect(text).toMatch(/late +Late Joiner +2026-11-09 to 2026-11-15 +10 +6 +2 +20\.0%/);
    expect(text).toMatch(/early +Early Leaver +none +0 +0 +0 +–/);
    expect(text).toMatch(/gone +gone +all +20 +0 +3 +15\.0%/);
    expect(csv("sponsor-weeks.csv").filter((row) => row[0] === "acme" || row[0] === "late")).toEqual([
      ["acme", "2026-11-02", "2026-11-08", "", "yes", "10", "7", "3"],
      ["acme", "2026-11-09", "2026-11-15", "", "yes", "10", "9", "1"],
      ["late", "2026-11-02", "2026-11-08", "", "no", "0", "0", "0"],
      ["late", "2026-11-09", "2026-11-15", "", "yes", "10", "6", "2"],
    ]);
    expect(csv("sponsors.csv").find((row) => row[0] === "no-link")).toEqual([
      "no-link",
      "No Link",
      "all",
      "20",
      "1",
      "no link",
      "no link",
    ]);
  });

  it("writes one printable page per sponsor with its figures, dates and weekly table", async () => {
    await run("report", "sponsors", ...PERIOD, "--html", out);
    const pages = readdirSync(out).filter((file) => file.endsWith(".html"));
    expect(pages.sort()).toEqual([
      "acme.html",
      "beta.html",
      "early.html",
      "gone.html",
      "late.html",
      "no-link.html",
    ]);
    const acme = readFileSync(path.join(out, "acme.html"), "utf8");
    expect(acme).toContain("<h1>Acme Motors</h1>");
    expect(acme).toContain("2 Nov 2026 – 15 Nov 2026");
    expect(acme).toMatch(/<strong>20<\/strong> views of the page showing your logo/);
    expect(acme).toMatch(/<strong>16<\/strong> times your logo was seen/);
    expect(acme).toMatch(/<strong>4<\/strong> clicks on your logo/);
    expect(acme).toMatch(/<strong>20\.0%<\/strong> click-through/);
    expect(acme).toContain("<caption>Per week</caption>");
    expect(acme).toMatch(/<th scope="row">2 Nov – 8 Nov<\/th><td>10<\/td><td>7<svg/);
    expect(acme).toContain("data:image/png;base64,");
    expect(acme).not.toMatch(/<script|https?:\/\/(?!acme\.example\.org|www\.saezhcet)/);
    expect(readFileSync(path.join(out, "beta.html"), "utf8")).toContain("<h1>Beta &amp; Sons</h1>");
    const late = readFileSync(path.join(out, "late.html"), "utf8");
    expect(late).toContain("Counted only from 9 Nov 2026, when your sponsorship began.");
    expect(late).toMatch(/2 Nov – 8 Nov<span[^>]*>not in your sponsorship<\/span>/);
    expect(late).toMatch(/<strong>10<\/strong> views/);
    const early = readFileSync(path.join(out, "early.html"), "utf8");
    expect(early).toContain("falls outside this period: nothing in it is credited to you.");
    const noLink = readFileSync(path.join(out, "no-link.html"), "utf8");
    expect(noLink).toContain("<strong>No link</strong>");
    expect(noLink).not.toMatch(/clicks on your logo|0\.0%/);
  });

  it("publishes the site's page views and logo sightings into the Sponsors page's copy, keeping its other fields", async () => {
    const file = path.join(out, "sponsors.json");
    writeFileSync(file, `${JSON.stringify({ slug: "sponsors", title: "Sponsors" }, null, 2)}\n`);
    const text = await run("report", "sponsors", ...PERIOD, "--publish", file);
    // Views of every page from 2 to 15 November (10 + 4 + 6 + 20 + 10) and every logo seen (3 + 4 + 9 + 1 + 5 + 6).
    const figures = { from: "2026-11-02", to: "2026-11-15", pageViews: 50, logoSightings: 28 };
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      slug: "sponsors",
      title: "Sponsors",
      sponsorFigures: figures,
    });
    expect(text).toContain("Published for the Sponsors page: 50 page views, 28 logo sightings");
  });

  it("shows an empty period as zeros, not as an error", async () => {
    const text = await run("report", "sponsors", "--from", "2025-01-05", "--to", "2025-01-11");
    expect(text).toMatch(/acme +Acme Motors +all +0 +0 +0 +–/);
    // A week the period cuts is marked partial.
    expect(text).toContain("A partial week is one");
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
    [["report", "traffic", "--publish", "a.json"], "--publish writes the Sponsors page's figures"],
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

describe("the report's periods", () => {
  it("publishes the 365 days up to yesterday", () => {
    expect(lastYear("2026-12-01")).toEqual({ from: "2025-12-01", to: "2026-11-30" });
  });

  it("defaults to the last full calendar month; --to alone takes 28 days, --from alone runs to today", () => {
    expect(periodOf(undefined, undefined, "2026-12-01")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(periodOf(undefined, undefined, "2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(periodOf(undefined, undefined, "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(periodOf(undefined, "2026-11-28", "2026-12-01")).toEqual({ from: "2026-11-01", to: "2026-11-28" });
    expect(periodOf("2026-11-20", undefined, "2026-12-01")).toEqual({ from: "2026-11-20", to: "2026-12-01" });
  });

  it("groups up to 12 weeks by week and longer periods by month", () => {
    expect(groupingOf({ from: "2026-01-01", to: "2026-03-25" })).toBe("week"); // 84 days
    expect(groupingOf({ from: "2026-01-01", to: "2026-03-26" })).toBe("month"); // 85 days
    const year = stretchesOf({ from: "2025-01-01", to: "2025-12-31" }, "2026-12-01");
    expect(year).toHaveLength(12);
    expect(year[1]).toEqual({ from: "2025-02-01", to: "2025-02-28", partial: false, credited: true });
    expect(year.every((month) => !month.partial)).toBe(true);
  });

  it("marks the weeks or months the period cuts, or that have not ended, as partial", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const november = stretchesOf({ from: "2026-11-01", to: "2026-11-30" }, "2026-12-01");
    expect(november.map((week) => [week.from, week.to, week.partial])).toEqual([
      ["2026-11-01", "2026-11-01", true],
      ["2026-11-02", "2026-11-08", false],
      ["2026-11-09", "2026-11-15", false],
      ["2026-11-16", "2026-11-22", false],
      ["2026-11-23", "2026-11-29", false],
      ["2026-11-30", "2026-11-30", true],
    ]);
    const months = stretchesOf({ from: "2026-01-15", to: "2026-06-30" }, "2026-06-30");
    expect(months.map((month) => [month.from, month.to, month.partial])).toEqual([
      ["2026-01-15", "2026-01-31", true],
      ["2026-02-01", "2026-02-28", false],
      ["2026-03-01", "2026-03-31", false],
      ["2026-04-01", "2026-04-30", false],
      ["2026-05-01", "2026-05-31", false],
      // Today is not over: its month is partial though the period holds all of it.
      ["2026-06-01", "2026-06-30", true],
    ]);
  });

  it("credits a sponsor only inside its dates", () => {
    const period = { from: "2026-01-01", to: "2026-12-31" };
    expect(creditedDays({ slug: "a", name: "A" }, period)).toEqual(period);
    expect(creditedDays({ slug: "a", name: "A", start: "2026-03-15" }, period)).toEqual({
      from: "2026-03-15",
      to: "2026-12-31",
    });
    expect(creditedDays({ slug: "a", name: "A", start: "2025-01-01", end: "2026-02-10" }, period)).toEqual({
      from: "2026-01-01",
      to: "2026-02-10",
    });
    expect(creditedDays({ slug: "a", name: "A", start: "2027-01-01" }, period)).toBeNull();
    const [row] = sponsorReport(
      {
        pages: [
          { day: "2026-03-14", route: "/sponsors", views: 7, visitors: 7 },
          { day: "2026-03-15", route: "/sponsors", views: 5, visitors: 5 },
          { day: "2026-04-02", route: "/sponsors", views: 3, visitors: 3 },
        ],
        clicks: [{ day: "2026-03-14", sponsor: "a", clicks: 2 }],
        seen: [
          { day: "2026-03-14", sponsor: "a", seen: 6 },
          { day: "2026-03-20", sponsor: "a", seen: 4 },
        ],
        visitors: [],
      },
      period,
      {
        routes: new Set(),
        sponsors: [{ slug: "a", name: "A", url: "https://a.example", start: "2026-03-15" }],
      },
      "2027-01-01",
    );
    expect(groupingOf(period)).toBe("month");
    expect(row).toMatchObject({ views: 8, seen: 4, clicks: 0, clickThrough: 0 });
    expect(row?.stretches.slice(1, 4)).toEqual([
      { from: "2026-02-01", to: "2026-02-28", partial: false, credited: false, views: 0, seen: 0, clicks: 0 },
      { from: "2026-03-15", to: "2026-03-31", partial: true, credited: true, views: 5, seen: 4, clicks: 0 },
      { from: "2026-04-01", to: "2026-04-30", partial: false, credited: true, views: 3, seen: 0, clicks: 0 },
    ]);
  });
});
