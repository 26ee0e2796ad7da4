import { test as base, expect, type Page } from "@playwright/test";
import { LOADING_SCREEN_KEY } from "../../src/lib/loading-screen";
import { WEB_FONTS_SEEN_KEY } from "../../gatsby/scripts-after-paint";

/**
 * Every e2e test runs with the network closed except for the site under test (external embeds, fonts
 * or analytics must never be needed), and fails on any console error or uncaught page error.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // page.goto resolves once React has hydrated the page (the site's entry, src/lib/browser-app.ts, marks <html data-hydrated>),
  // so no test clicks a button whose handler is not attached yet.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      await page.route("**/*", (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:"))
          return route.continue();
        return route.abort("blockedbyclient");
      });
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Drops the console errors a test provokes on purpose (e.g. the browser reporting a 404 or 500 answer). */
export function forgive(consoleErrors: string[], pattern: RegExp): void {
  const others = consoleErrors.filter((text) => !pattern.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** Sets a session-storage key to "1" before the page's own scripts run, as an earlier view in the tab would have. */
async function markEarlierView(page: Page, key: string): Promise<void> {
  await page.addInitScript((name) => {
    try {
      window.sessionStorage.setItem(name, "1");
    } catch {
      /* storage may be unavailable */
    }
  }, key);
}

/** Skips the once-per-session loading screen, so tests start on the page itself. */
export const skipLoadingScreen = (page: Page): Promise<void> => markEarlierView(page, LOADING_SCREEN_KEY);

/**
 * Poses as a later view in the tab, whose browser already holds the web fonts' files: the page then
 * uses them (a tab's first view keeps the fallback faces; gatsby/scripts-after-paint.ts).
 */
export const holdWebFonts = (page: Page): Promise<void> => markEarlierView(page, WEB_FONTS_SEEN_KEY);

/**
 * Shows the page as a visitor who scrolled through it sees it: scrolls to the bottom step by step so every
 * scroll-revealed block arrives, stops transitions (so the reveals are at their end state) and returns
 * to the top. With `revealAll`, it also drops the html.js flag instead, drawing the no-JavaScript page.
 */
export async function settle(page: Page, { revealAll = false } = {}): Promise<void> {
  // "instant": the site scrolls smoothly, and a screenshot taken mid-way to the top would draw the
  // fixed header (and the hidden skip link above it) part-way down the page.
  await page.evaluate(async () => {
    // Two frames at each position, not a fixed pause: the reveals' IntersectionObserver looks at the page
    // only when a frame is drawn, and on a busy machine 30 ms could pass without one, so a block scrolled
    // past unseen stayed hidden (once, shifted 32 px sideways: a sideways scroll that was not there).
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await twoFrames();
    }
    // A block still waiting (seen in no frame all the same) is scrolled to, as a visitor would reach it.
    // One in a part of the page not shown at this width (no boxes) never arrives, and is left out.
    const waiting = () =>
      [...document.querySelectorAll("[data-inview='false']")].filter(
        (block) => block.getClientRects().length > 0,
      );
    for (let round = 0; round < 3 && waiting().length > 0; round += 1) {
      for (const block of waiting()) {
        block.scrollIntoView({ block: "center", behavior: "instant" });
        await twoFrames();
      }
    }
  });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll("[data-inview='false']")].some(
        (block) => block.getClientRects().length > 0,
      ),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  if (revealAll) await page.evaluate(() => document.documentElement.classList.remove("js"));
}
