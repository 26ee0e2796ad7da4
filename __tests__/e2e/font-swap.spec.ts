import type { Browser, BrowserContext, Page } from "@playwright/test";
import { FIRST_VISIT_PAGES } from "../../tools/bench/lib/key-pages";
import { WEB_FONTS_SEEN_KEY } from "../../gatsby/scripts-after-paint";
import { PAGE_ROUTES } from "../../src/lib/routes";
import { expect, holdWebFonts, skipLoadingScreen, test } from "./fixtures";

/**
 * Body text paints in a fallback face first: Arial, Roboto or DejaVu Sans resized to Inter's metrics
 * (src/styles/global-styles.tsx), whichever this browser has; the headings' face is preloaded
 * (src/styles/brand-font.ts), with the same kind of fallback where it comes too late. A tab's first view
 * keeps Inter's fallback (its files are only fetched); a later view adds Inter after the largest paint
 * (gatsby/scripts-after-paint.ts). When they arrive, nothing may move: the layout shifts recorded from
 * navigation until both web fonts are drawn add up to (almost) nothing, on a phone and on a laptop. On a machine with none of
 * those system fonts (a fresh Debian has DejaVu only) the governing board's cards once fell one per row
 * until Barlow Condensed arrived: a shift of 0.38.
 */

/** Well under Lighthouse's "good" (0.1): what subpixel rounding of a swap may leave. */
const MOST = 0.01;

const VIEWPORTS = [
  { name: "phone", use: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true } },
  { name: "laptop", use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { name, use } of VIEWPORTS) {
  test.describe(`the web fonts' arrival on a ${name}`, () => {
    test.use(use);
    for (const path of FIRST_VISIT_PAGES) {
      test(`${path} moves nothing`, async ({ page }) => {
        await skipLoadingScreen(page);
        await holdWebFonts(page);
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(path);
        // Both web fonts in use and drawn (the after-paint loader adds their faces).
        await page.waitForFunction(() => {
          const loaded = [...document.fonts].filter((face) => face.status === "loaded").map((f) => f.family);
          return ["Inter", "Barlow Condensed"].every((family) =>
            loaded.some((name) => name.replace(/"/g, "") === family),
          );
        });
        const total = await page.evaluate(async () => {
          for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
          return (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0);
        });
        expect(total, `layout shift on ${path}`).toBeLessThan(MOST);
        // Added as loaded FontFaces, all at once: the @font-face sheet (whose enabling laid the page out
        // a second time) stays off unless a face failed.
        await expect(page.locator("#web-fonts")).toHaveAttribute("media", "not all");
      });
    }
  });
}

/** Whether the page draws with the web faces named (loaded in document.fonts). */
const usesWebFonts = (families: string[]) =>
  families.every((family) =>
    [...document.fonts].some((face) => face.status === "loaded" && face.family.replace(/"/g, "") === family),
  );

/**
 * A fresh profile's first view of `path`, handed to `visit`. A context of its own: the suite's request
 * routing (fixtures.ts) turns the browser's HTTP cache off, and this is about what the cache holds.
 * Nothing here reaches beyond the site.
 */
async function freshVisit(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  visit: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await skipLoadingScreen(page);
    await page.goto(path);
    await visit(page, context);
  } finally {
    await context.close();
  }
}

test("a tab's first view uses the preloaded headings' face, keeps Inter's fallback and fetches Inter for the next", async ({
  browser,
  baseURL,
}) => {
  await freshVisit(browser, baseURL, PAGE_ROUTES.sponsors, async (page) => {
    // The three files arrive (into the cache) and the browser remembers it holds them.
    await page.waitForFunction((key) => window.sessionStorage.getItem(key) === "1", WEB_FONTS_SEEN_KEY);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(usesWebFonts, ["Inter"])).toBe(false);
    expect(await page.evaluate(usesWebFonts, ["Barlow Condensed"])).toBe(true);
    await expect(page.locator("#web-fonts")).toHaveAttribute("media", "not all");
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".woff2")),
    );
    expect(fetched).toHaveLength(3);

    // The next view uses them, read from the browser's cache.
    await page.goto(PAGE_ROUTES.contact);
    await page.waitForFunction(usesWebFonts, ["Inter", "Barlow Condensed"]);
    const transferred = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => entry.transferSize),
    );
    expect(transferred).toEqual([0, 0, 0]);
  });
});

/** What the browser drew the text of `selector` with (DevTools' platform fonts for the node). */
async function platformFonts(page: Page, context: BrowserContext, selector: string): Promise<string[]> {
  const session = await context.newCDPSession(page);
  try {
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
    const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await session.detach();
  }
}

/**
 * The brand on the first page of a visit: on a fresh profile, each key page's first heading is drawn in
 * Barlow Condensed itself, read from what the browser rendered the text with (DevTools' platform fonts
 * for the node), not from the font-family it asked for. The headings' face is preloaded
 * (src/styles/brand-font.ts) and no later view is needed: Inter's files, fetched only for the next view,
 * are a different matter (the test above).
 */
for (const path of FIRST_VISIT_PAGES) {
  test(`${path}: a fresh profile's first view draws its first heading in Barlow Condensed`, async ({
    browser,
    baseURL,
  }) => {
    await freshVisit(browser, baseURL, path, async (page, context) => {
      await page.waitForFunction(usesWebFonts, ["Barlow Condensed"]);
      // The first heading set in the display face (the home page's h1, the hero's welcome, is in Inter).
      await page.evaluate(() => {
        const heading = [...document.querySelectorAll("main :is(h1, h2)")].find((element) =>
          getComputedStyle(element).fontFamily.startsWith('"Barlow Condensed"'),
        );
        heading?.setAttribute("data-first-heading", "");
      });
      expect(await platformFonts(page, context, "[data-first-heading]")).toEqual(["Barlow Condensed"]);
    });
  });
}

/**
 * Without JavaScript the <noscript> copy of the web-font sheet applies Inter `font-display: optional`
 * (gatsby/head-components.ts): a file that comes after the first layout is kept for the next view
 * instead of laying the whole page out again, as a first view with JavaScript keeps Inter's fallback.
 * Inter is held back here until well after the first layout; Barlow Condensed (preloaded) is not.
 */
test("without JavaScript, an Inter file that comes late does not lay the first view out again", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    let held = 0;
    await context.route(/\/inter-latin-[^/]*\.woff2$/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    const arrived = page.waitForResponse(/\/inter-latin-[^/]*\.woff2$/);
    await page.goto(PAGE_ROUTES.contact);
    await arrived;
    await page.waitForLoadState("networkidle");
    expect(held, "the page asks for Inter").toBeGreaterThan(0);
    const fonts = await platformFonts(page, context, "main p");
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts).not.toContain("Inter");
  } finally {
    await context.close();
  }
});
