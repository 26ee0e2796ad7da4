import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { LOADING_SCREEN_KEY } from "../../src/components/loading-screen";
import { WEB_FONTS_SEEN_KEY } from "../../gatsby/scripts-after-paint";
import { BEACON_PATH } from "../../src/lib/traffic";
import { parseCommand, runCommand } from "../../src/server/cli";
import { openCliDatabase } from "../../src/server/storage";
import { readCounts } from "../../src/server/traffic-store";

/**
 * Issue 24 in Chromium, on a server of its own (its own DATA_DIR, so no other test's visits mix in): one
 * page view and one click on a sponsor's logo are counted once each, and the officers' sponsor page says
 * so; a browser sending Global Privacy Control sends nothing; no cookie or storage entry is made.
 */
const ROOT = path.resolve(__dirname, "..", "..");
const PORT = Number(process.env.E2E_PORT ?? 9100) + 6;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** A desktop Chrome's: headless Chromium names itself HeadlessChrome, which the counter takes for a bot. */
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SPONSOR = { slug: "partner-01", name: "Partner 01", url: "https://example.org/partner-01" };

test.describe.configure({ mode: "serial" });

let dataDir: string;
let server: ChildProcess;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visit-counts-"));
  server = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: "ignore",
  });
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

test.afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A context whose outside requests (the sponsor's site) are answered locally, beacons recorded. */
async function visitor(browser: Browser, init?: () => void) {
  const context = await browser.newContext({ userAgent: BROWSER_AGENT, baseURL: ORIGIN });
  await context.route(/^https:\/\/example\.org\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Sponsor</title><h1>Sponsor</h1>" }),
  );
  if (init) await context.addInitScript(init);
  const beacons: string[] = [];
  context.on("request", (request) => {
    if (request.url() === `${ORIGIN}${BEACON_PATH}`) beacons.push(request.postData() ?? "");
  });
  const page = await context.newPage();
  return { context, page, beacons };
}

/**
 * Opens /sponsors and waits until its islands have hydrated, and so the beacon's code has run: the app
 * calls it as the hydration promise resolves, in the microtask after `data-hydrated` is set, before any
 * task of the page (such as the one answering this wait) can run.
 */
async function openSponsors(page: Page): Promise<void> {
  await page.goto("/sponsors");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Clicks the sponsor's logo: its site opens in a new tab at once. */
async function clickLogo(context: BrowserContext, page: Page): Promise<void> {
  const logo = page.getByRole("link", { name: SPONSOR.name });
  await expect(logo).toHaveAttribute("rel", "sponsored noopener");
  const [tab] = await Promise.all([context.waitForEvent("page"), logo.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(SPONSOR.url);
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

test("Global Privacy Control: nothing is sent; without it, one view and one logo click are counted once each", async ({
  browser,
}) => {
  // First a visitor whose browser sends GPC (as Firefox and Brave can): no beacon at all.
  const private_ = await visitor(browser, () => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  });
  await openSponsors(private_.page);
  await clickLogo(private_.context, private_.page);
  await expectNoTraces(private_.context, private_.page);
  await private_.context.close();
  expect(private_.beacons).toEqual([]);

  // Then one who does not: one view, then one click, each answered 204.
  const counted = await visitor(browser);
  const answered = (kind: string) =>
    counted.page.waitForResponse(
      (response) =>
        response.url().endsWith(BEACON_PATH) && (response.request().postData() ?? "").includes(kind),
    );
  const view = answered('"view"');
  await openSponsors(counted.page);
  expect((await view).status()).toBe(204);
  const click = answered('"click"');
  await clickLogo(counted.context, counted.page);
  expect((await click).status()).toBe(204);
  await expectNoTraces(counted.context, counted.page);
  await counted.context.close();
  expect(counted.beacons.map((body) => JSON.parse(body))).toEqual([
    { view: "/sponsors" },
    { click: SPONSOR.slug },
  ]);

  // The server writes its counts when it stops; then the officers' report shows exactly those.
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  const opened = await openCliDatabase({ dataDir });
  const out = path.join(dataDir, "report");
  try {
    const counts = await readCounts(opened.db, "2000-01-01", "2999-12-31");
    expect(counts.pages.map(({ route, views, visitors }) => ({ route, views, visitors }))).toEqual([
      { route: "/sponsors", views: 1, visitors: 1 },
    ]);
    expect(counts.clicks.map(({ sponsor, clicks }) => ({ sponsor, clicks }))).toEqual([
      { sponsor: SPONSOR.slug, clicks: 1 },
    ]);
    await runCommand(opened.db, parseCommand(["report", "sponsors", "--html", out]), () => undefined);
  } finally {
    await opened.close();
  }
  const report = fs.readFileSync(path.join(out, `${SPONSOR.slug}.html`), "utf8");
  expect(report).toMatch(/<strong>1<\/strong> views of pages showing your logo/);
  expect(report).toMatch(/<strong>1<\/strong> clicks on your logo/);
  expect(report).toMatch(/<strong>100\.0%<\/strong> click-through rate/);
});
