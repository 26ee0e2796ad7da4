import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { test, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { LOADING_SCREEN_KEY } from "../../src/lib/loading-screen";
import { WEB_FONTS_SEEN_KEY } from "../../gatsby/scripts-after-paint";
import { BEACON_PATH, SPONSOR_ATTRIBUTE } from "../../src/lib/traffic";
import { readSponsors } from "../../src/server/visit-counts/catalog";
import { parseCommand, runCommand } from "../../src/server/cli";
import { PDFDocument } from "pdf-lib";
import { readBranding } from "../../src/server/visit-counts/catalog";
import { addDays, creditedDays, sponsorReport } from "../../src/server/visit-counts/report";
import { sponsorReportPage } from "../../src/server/visit-counts/sponsor-report-page";
import { openCliDatabase } from "../../src/server/storage/open-database";
import { dayOf, readCounts, type Counts } from "../../src/server/visit-counts/traffic-store";

/**
 * The visit counts in Chromium, on a server of their own (its own DATA_DIR, so no other test's visits mix
 * in): five visitors on a phone-sized screen open /sponsors scrolled part way down; the report then credits
 * exactly the logos that were on their screens, one click per visitor and logo however often they click,
 * nothing that another website's page sent, and the not-found page's view in a browser that does not report
 * the response's status. A browser sending Global Privacy Control sends nothing; no cookie or storage entry
 * is made. The sponsors are read from content/sponsors, whatever they are.
 */
const ROOT = path.resolve(__dirname, "..", "..");
const PORT = Number(process.env.E2E_PORT ?? 9100) + 6;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Another website: the same address, another port (another origin). */
const ELSEWHERE_PORT = PORT + 1;
const ELSEWHERE = `http://127.0.0.1:${ELSEWHERE_PORT}`;
/** A desktop Chrome's: headless Chromium names itself HeadlessChrome, which the counter takes for a bot. */
const agent = (n: number) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel ${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36`;
const PHONE = { width: 375, height: 667 };
const SPONSORS = readSponsors(ROOT);
const LINKED = SPONSORS.filter((sponsor) => sponsor.url);

test.describe.configure({ mode: "serial" });

let dataDir: string;
let server: ChildProcess;
let elsewhere: http.Server;

test.beforeAll(async () => {
  expect(LINKED.length, "content/sponsors needs two sponsors with a link for this test").toBeGreaterThan(1);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visit-counts-"));
  server = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: "ignore",
  });
  // Another website's page that makes its visitors' browsers send a view, seen logos and a click.
  const [first, second] = LINKED;
  const beacons = [{ view: "/sponsors" }, { seen: [first?.slug, second?.slug] }, { click: first?.slug }];
  elsewhere = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(`<!DOCTYPE html><title>Elsewhere</title><script>
      for (const beacon of ${JSON.stringify(beacons)})
        navigator.sendBeacon(${JSON.stringify(`${ORIGIN}${BEACON_PATH}`)}, JSON.stringify(beacon));
    </script>`);
  });
  await new Promise<void>((resolve) => elsewhere.listen(ELSEWHERE_PORT, "127.0.0.1", resolve));
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode === null) server.kill("SIGKILL");
  await new Promise((resolve) => elsewhere.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Every beacon body the page sent to the site, parsed. */
  beacons: Record<string, unknown>[];
}

/** A phone-sized context whose outside requests (the sponsors' sites) are answered locally. */
async function visitor(browser: Browser, n: number, init?: () => void): Promise<Visitor> {
  const context = await browser.newContext({
    userAgent: agent(n),
    baseURL: ORIGIN,
    viewport: PHONE,
    // No scroll-reveal movement: the logos stand where they are measured.
    reducedMotion: "reduce",
  });
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Sponsor</title><h1>Sponsor</h1>" }),
  );
  if (init) await context.addInitScript(init);
  const beacons: Record<string, unknown>[] = [];
  context.on("request", (request) => {
    if (request.url() === `${ORIGIN}${BEACON_PATH}`)
      beacons.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
  });
  const page = await context.newPage();
  return { context, page, beacons };
}

/**
 * Scrolls the page, as soon as its HTML is parsed (before the beacon starts watching), so that the logo
 * `index` is at the top of the screen, nudged until no logo is near half on screen (so which ones count is
 * beyond doubt).
 */
function scrollPartWay({ index, attribute }: { index: number; attribute: string }): void {
  addEventListener("DOMContentLoaded", () => {
    const tiles = [...document.querySelectorAll(`[${attribute}]`)];
    const target = tiles[Math.min(index, tiles.length - 1)];
    if (!target) return;
    const shares = (y: number) =>
      tiles.map((tile) => {
        const rect = tile.getBoundingClientRect();
        const top = rect.top + scrollY - y;
        return Math.max(0, Math.min(top + rect.height, innerHeight) - Math.max(top, 0)) / rect.height;
      });
    let y = target.getBoundingClientRect().top + scrollY - 8;
    for (let i = 0; i < 12 && shares(y).some((share) => share > 0.3 && share < 0.7); i++) y += 15;
    scrollTo({ top: y, behavior: "instant" });
  });
}

/** Each logo's slug and the share of it on screen now. */
const logoShares = (page: Page) =>
  page.evaluate(
    (attribute) =>
      [...document.querySelectorAll(`[${attribute}]`)].map((tile) => {
        const rect = tile.getBoundingClientRect();
        const visible = Math.max(0, Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0));
        return { slug: tile.getAttribute(attribute) ?? "", share: visible / rect.height };
      }),
    SPONSOR_ATTRIBUTE,
  );

/** Opens /sponsors and waits until its islands have hydrated, and so the beacon's code has run. */
async function openSponsors(page: Page): Promise<void> {
  await page.goto("/sponsors");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Clicks a logo (on screen already, so nothing scrolls): its site opens in a new tab, closed again. */
async function clickLogo(page: Page, slug: string): Promise<void> {
  const logo = page.locator(`a[${SPONSOR_ATTRIBUTE}="${slug}"]`);
  await expect(logo).toHaveAttribute("rel", "sponsored noopener");
  const [tab] = await Promise.all([page.waitForEvent("popup"), logo.click()]);
  await tab.close();
}

async function expectNoTraces(context: BrowserContext, page: Page): Promise<void> {
  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    // The loading screen notes once per tab that it was shown, and the font loader that the web fonts'
    // files have arrived (the same "1" for everyone); nothing else may be there.
    session: Object.keys(sessionStorage),
  }));
  expect(storage.local).toEqual([]);
  expect(storage.session.filter((key) => key !== LOADING_SCREEN_KEY && key !== WEB_FONTS_SEEN_KEY)).toEqual(
    [],
  );
}

test("five visitors: the report credits the logos they saw, one click per visitor, nothing from elsewhere", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A visitor whose browser sends GPC (as Firefox and Brave can): no beacon at all.
  const private_ = await visitor(browser, 0, () => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  });
  await openSponsors(private_.page);
  await private_.page.waitForTimeout(1_500);
  const shown = (await logoShares(private_.page)).find(
    (logo) => logo.share === 1 && LINKED.some((sponsor) => sponsor.slug === logo.slug),
  );
  if (shown) await clickLogo(private_.page, shown.slug);
  await private_.context.close();
  expect(private_.beacons).toEqual([]);

  const expectedSeen = new Map<string, number>();
  const visitors: Visitor[] = [];
  const tiles = (await fs.promises.readdir(path.join(ROOT, "content", "sponsors"))).filter((file) =>
    file.endsWith(".json"),
  ).length;
  for (let n = 1; n <= 5; n++) {
    const one = await visitor(browser, n);
    // Each visitor scrolls to another part of the wall.
    await one.context.addInitScript(scrollPartWay, {
      index: Math.floor((tiles * n) / 7),
      attribute: SPONSOR_ATTRIBUTE,
    });
    await openSponsors(one.page);
    expect(await one.page.evaluate(() => scrollY)).toBeGreaterThan(0);
    const shares = await logoShares(one.page);
    // No logo near the line: which ones count is beyond doubt.
    expect(shares.filter((logo) => logo.share > 0.3 && logo.share < 0.7)).toEqual([]);
    const onScreen = shares.filter((logo) => logo.share >= 0.5).map((logo) => logo.slug);
    expect(onScreen.length).toBeGreaterThan(0);
    expect(onScreen.length).toBeLessThan(shares.length);
    for (const slug of onScreen) expectedSeen.set(slug, (expectedSeen.get(slug) ?? 0) + 1);
    // After a second on screen the logos are sent as seen, together, once.
    await expect
      .poll(() => one.beacons.flatMap((beacon) => (beacon.seen as string[] | undefined) ?? []).sort(), {
        timeout: 15_000,
      })
      .toEqual([...onScreen].sort());
    expect(one.beacons[0]).toEqual({ view: "/sponsors" });
    visitors.push(one);
  }

  // Clicks on logos on screen: the first visitor clicks one ten times, the second another once and the
  // third the first one once.
  const fullyShown = async (one: Visitor) =>
    (await logoShares(one.page))
      .filter((logo) => logo.share === 1 && LINKED.some((sponsor) => sponsor.slug === logo.slug))
      .map((logo) => logo.slug);
  const [v1, v2, v3, v4, v5] = visitors as [Visitor, Visitor, Visitor, Visitor, Visitor];
  const tenTimes = (await fullyShown(v1))[0] ?? "";
  const other = (await fullyShown(v2)).find((slug) => slug !== tenTimes) ?? "";
  expect([tenTimes, other]).not.toContain("");
  for (let i = 0; i < 10; i++) await clickLogo(v1.page, tenTimes);
  await clickLogo(v2.page, other);
  await v3.page.evaluate(
    ({ slug, attribute }) => {
      const logo = document.querySelector(`[${attribute}="${slug}"]`);
      logo?.scrollIntoView({ block: "center", behavior: "instant" });
    },
    { slug: tenTimes, attribute: SPONSOR_ATTRIBUTE },
  );
  // Scrolled: what comes on screen now is seen too, a second later.
  const v3Before = v3.beacons.length;
  const v3Shares = await logoShares(v3.page);
  const v3Seen = new Set(v3.beacons.flatMap((beacon) => (beacon.seen as string[] | undefined) ?? []));
  const v3New = v3Shares
    .filter((logo) => logo.share >= 0.5 && !v3Seen.has(logo.slug))
    .map((logo) => logo.slug);
  expect(v3Shares.filter((logo) => logo.share > 0.3 && logo.share < 0.7 && !v3Seen.has(logo.slug))).toEqual(
    [],
  );
  for (const slug of v3New) expectedSeen.set(slug, (expectedSeen.get(slug) ?? 0) + 1);
  if (v3New.length > 0)
    await expect
      .poll(
        () =>
          v3.beacons
            .slice(v3Before)
            .flatMap((beacon) => (beacon.seen as string[] | undefined) ?? [])
            .sort(),
        {
          timeout: 15_000,
        },
      )
      .toEqual([...v3New].sort());
  await clickLogo(v3.page, tenTimes);
  await expect.poll(() => v1.beacons.filter((beacon) => beacon.click === tenTimes).length).toBe(10);
  await expectNoTraces(v1.context, v1.page);

  // The fourth visitor's browser is made to send beacons by another website's page: answered, not counted.
  const answers: number[] = [];
  const foreign = await v4.context.newPage();
  foreign.on("response", (response) => {
    if (response.url() === `${ORIGIN}${BEACON_PATH}`) answers.push(response.status());
  });
  await foreign.goto(ELSEWHERE);
  await expect.poll(() => answers).toEqual([204, 204, 204]);

  // The fifth's browser does not report the response's status: its view of a missing page is still /404.
  const lost = await v5.context.newPage();
  await lost.addInitScript(() => {
    Object.defineProperty(PerformanceResourceTiming.prototype, "responseStatus", { get: () => undefined });
  });
  const missing = await lost.goto("/no-such-page-at-all");
  expect(missing?.status()).toBe(404);
  await lost.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect.poll(() => v5.beacons.some((beacon) => beacon.view === "/404")).toBe(true);
  // Let the last beacons land, then close every visitor.
  await v5.page.waitForTimeout(500);
  for (const one of visitors) await one.context.close();

  // The server writes its counts when it stops; then the officers' report shows exactly those.
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  const opened = await openCliDatabase({ dataDir });
  const out = path.join(dataDir, "report");
  const today = dayOf(new Date());
  const lines: string[] = [];
  try {
    const counts = await readCounts(opened.db, "2000-01-01", "2999-12-31");
    expect(counts.pages.map(({ route, views, visitors }) => ({ route, views, visitors }))).toEqual([
      { route: "/404", views: 1, visitors: 1 },
      { route: "/sponsors", views: 5, visitors: 5 },
    ]);
    expect(Object.fromEntries(counts.clicks.map(({ sponsor, clicks }) => [sponsor, clicks]))).toEqual({
      [tenTimes]: 2,
      [other]: 1,
    });
    expect(Object.fromEntries(counts.seen.map(({ sponsor, seen }) => [sponsor, seen]))).toEqual(
      Object.fromEntries(expectedSeen),
    );
    await runCommand(
      opened.db,
      parseCommand(["report", "sponsors", "--from", today, "--to", today, "--html", out]),
      (line) => lines.push(line),
    );
  } finally {
    await opened.close();
  }
  // Each sponsor's page, credited only inside its dates.
  for (const sponsor of SPONSORS) {
    const inside = creditedDays(sponsor, { from: today, to: today }) !== null;
    const seen = inside ? (expectedSeen.get(sponsor.slug) ?? 0) : 0;
    const clicks = inside ? (sponsor.slug === tenTimes ? 2 : sponsor.slug === other ? 1 : 0) : 0;
    const page = fs.readFileSync(path.join(out, `${sponsor.slug}.html`), "utf8");
    expect(page).toContain(`<strong>${inside ? 5 : 0}</strong> views of the page showing your logo`);
    expect(page).toContain(`<strong>${seen}</strong> times your logo was seen`);
    if (sponsor.url) {
      expect(page).toContain(`<strong>${clicks}</strong> clicks on your logo`);
      expect(page).toContain(`<strong>${inside ? ((clicks / 5) * 100).toFixed(1) : "–"}`);
    } else expect(page).toContain("<strong>No link</strong>");
  }
  const tenTimesSponsor = SPONSORS.find((sponsor) => sponsor.slug === tenTimes);
  if (tenTimesSponsor && creditedDays(tenTimesSponsor, { from: today, to: today }))
    expect(lines.join("\n")).toMatch(
      new RegExp(`${tenTimes} .* 5 +${expectedSeen.get(tenTimes) ?? 0} +2 +40\\.0%`),
    );
});

/** A year of made-up counts for one sponsor who joined in March: its report page. */
function yearReport(): string {
  const period = { from: "2025-01-01", to: "2025-12-31" };
  const counts: Counts = { pages: [], clicks: [], seen: [], visitors: [] };
  for (let day = period.from, n = 0; day <= period.to; day = addDays(day, 1), n++) {
    counts.pages.push({ day, route: "/sponsors", views: 300 + (n % 37) * 9, visitors: 200 });
    counts.seen.push({ day, sponsor: "year", seen: 150 + (n % 23) * 7 });
    counts.clicks.push({ day, sponsor: "year", clicks: n % 5 });
  }
  const sponsor = {
    slug: "year",
    name: "Longest Named Engineering Components & Lubricants Private Limited",
    url: "https://year.example.org",
    start: "2025-03-17",
  };
  const [row] = sponsorReport(counts, period, { routes: new Set(), sponsors: [sponsor] }, "2026-01-10");
  if (!row) throw new Error("no row");
  return sponsorReportPage(row, period, readBranding(ROOT));
}

test("a year's report for one sponsor prints on one A4 page and reads on a phone", async ({ page }) => {
  const html = yearReport();
  expect(html).toContain("<caption>Per month");
  await page.setViewportSize(PHONE);
  await page.setContent(html);
  // At 375 px: nothing wider than the screen, no text under 12 px, every month's row there.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const smallest = await page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll("body *")]
        .filter((element) =>
          [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
        )
        .map((element) => parseFloat(getComputedStyle(element).fontSize)),
    ),
  );
  expect(smallest).toBeGreaterThanOrEqual(12);
  await expect(page.locator("tbody tr")).toHaveCount(12);
  await page.emulateMedia({ media: "print" });
  const pdf = await PDFDocument.load(await page.pdf({ format: "A4", preferCSSPageSize: true }));
  expect(pdf.getPageCount()).toBe(1);
});
