/** @jest-environment node */
import path from "node:path";
import { planPages, readContentForPlanning } from "../../gatsby/plan-pages";
import { PAGE_ROUTES } from "../../src/lib/routes";
import { SITE_ROUTES } from "../../scripts/site-routes";

/**
 * A content tree of the test's own: the teams, vehicles and albums the site launched with (the albums
 * cut to one photo each), so that what the club adds or removes later changes none of the answers.
 */
const FIXTURE = path.join(__dirname, "..", "fixtures", "content", "routes", "content");
const CONTENT = path.join(__dirname, "..", "..", "content");

/**
 * The routes the fixture's content makes: each team's page, each vehicle's (ZFR 1.0's also at its
 * alternative address), each album's.
 */
const FIXTURE_ROUTES = [
  "/zfr-cv",
  "/zfr-ev",
  "/tgw",
  ...["1.0", "2.0", "3.0", "4.0", "5.0"].map((v) => `/zfr-cv/${v}`),
  ...["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"].map((v) => `/zfr-ev/${v}`),
  "/tgw/9.0",
  "/tgw/10.0",
  "/vehicle/zfrcv1.0",
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/gallery/Section${n}`),
];

describe("page creation", () => {
  const pages = planPages(readContentForPlanning(FIXTURE));

  it("creates a page for each team, vehicle and album of the content, and no other", () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...FIXTURE_ROUTES].sort());
  });

  it("lists, for the route check and the browser tests, the fixed pages and the routes content/ makes, each once", () => {
    const planned = planPages(readContentForPlanning(CONTENT)).map((page) => page.path);
    expect(planned.length).toBeGreaterThan(0);
    expect([...SITE_ROUTES].sort()).toEqual([...Object.values(PAGE_ROUTES), ...planned].sort());
    expect(new Set(SITE_ROUTES).size).toBe(SITE_ROUTES.length);
  });

  it("names the content field that made each route", () => {
    const alias = pages.find((page) => page.path === "/vehicle/zfrcv1.0");
    expect(alias?.origin).toEqual({ collection: "vehicles", slug: "zfr1.0", field: "aliases[0]" });
  });

  it("keeps unpublished albums (Section9, Section10) out", () => {
    expect(pages.map((page) => page.path)).not.toContain("/gallery/Section9");
    expect(pages.map((page) => page.path)).not.toContain("/gallery/Section10");
  });

  it("passes only slugs in the page context", () => {
    for (const page of pages) {
      for (const value of Object.values(page.context)) {
        expect(value === null || typeof value === "string").toBe(true);
      }
    }
  });

  it("serves the alias /vehicle/zfrcv1.0 with the ZFR 1.0 page", () => {
    const alias = pages.find((page) => page.path === "/vehicle/zfrcv1.0");
    const main = pages.find((page) => page.path === "/zfr-cv/1.0");
    expect(alias?.template).toBe("vehicle");
    expect(alias?.context).toEqual(main?.context);
  });

  it("links each vehicle to its neighbours within its team, oldest first", () => {
    const cv = pages.filter((page) => page.template === "vehicle" && page.path.startsWith("/zfr-cv/"));
    expect(cv.map((page) => page.context)).toEqual([
      { slug: "zfr1.0", previous: null, next: "zfr2.0" },
      { slug: "zfr2.0", previous: "zfr1.0", next: "zfr3.0" },
      { slug: "zfr3.0", previous: "zfr2.0", next: "zfr4.0" },
      { slug: "zfr4.0", previous: "zfr3.0", next: "zfr5.0" },
      { slug: "zfr5.0", previous: "zfr4.0", next: null },
    ]);
  });

  it("follows the year, not the newest-first display order: on TGW 9.0 'Previous' is not the newer 10.0", () => {
    const tgw = pages.filter((page) => page.template === "vehicle" && page.path.startsWith("/tgw/"));
    expect(tgw.map((page) => [page.path, page.context])).toEqual([
      ["/tgw/9.0", { slug: "effi9.0", previous: null, next: "effi10.0" }],
      ["/tgw/10.0", { slug: "effi10.0", previous: "effi9.0", next: null }],
    ]);
  });

  it("keeps display order for a team whose vehicles have no years yet (ZFR-EV)", () => {
    const ev = pages.filter((page) => page.template === "vehicle" && page.path.startsWith("/zfr-ev/"));
    expect(ev.map((page) => page.context.slug)).toEqual([
      "zfrev1.0",
      "zfrev2.0",
      "zfrev3.0",
      "zfrev4.0",
      "zfrev5.0",
      "zfrev6.0",
    ]);
  });
});
