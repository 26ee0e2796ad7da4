import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { colors } from "../../src/styles/theme";
import content from "../../content/site/site.json";

/**
 * The first view of a browser session, as a visitor on a phone sees it: the loading screen from the first
 * frame for its time, then the page, and never the page and then the screen over it. Each test opens a
 * context of its own (a fresh profile: empty session storage, no cache), at 375 px.
 */

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 };
/** The screen's time (content/site/site.json), and how late a busy 2-core machine may take it away. */
const SCREEN_MS = content.loadingScreenMs;
const LATE_MS = 1000;
/** Where the filmstrip of the first view is saved, to be looked at. */
const FILMSTRIP_DIR = process.env.FILMSTRIP_DIR ?? "/tmp/filmstrip";

/** One look at the page: when (ms from the navigation's start) and what the visitor sees. */
interface Sample {
  at: number;
  overlay: boolean;
  content: boolean;
}

/**
 * Records, at every frame the page draws (requestAnimationFrame runs once per rendering, and not before the
 * first), whether the loading screen is drawn and whether the page's content is: `main` laid out, with
 * the point at the middle of the viewport not under the screen.
 */
function recordFrames(): void {
  const samples: { at: number; overlay: boolean; content: boolean }[] = [];
  (window as unknown as { frames_: typeof samples }).frames_ = samples;
  const look = () => {
    const overlay = document.querySelector(".loading-screen");
    const shown = overlay !== null && getComputedStyle(overlay).display !== "none";
    const main = document.querySelector("main");
    const top = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    const content =
      main !== null && main.getBoundingClientRect().height > 0 && !top?.closest(".loading-screen");
    samples.push({ at: performance.now(), overlay: shown, content });
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

async function newContext(
  browser: import("@playwright/test").Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL, ...options });
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  // As every e2e test: the network is closed but for the site under test.
  await context.route("**/*", (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort("blockedbyclient"),
  );
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) await page.addInitScript(recordFrames);
  return { context, page };
}

const framesOf = (page: Page): Promise<Sample[]> =>
  page.evaluate(() => (window as unknown as { frames_: Sample[] }).frames_.slice());

type Look = "blank" | "screen" | "page";

/** What a screenshot shows: one flat colour (nothing painted yet), the screen (mostly its ink), or the page. */
async function lookOf(png: Buffer): Promise<Look> {
  const { channels } = await sharp(png).stats();
  if (channels.every((channel) => channel.stdev < 1)) return "blank";
  return (await inkShare(png)) > 0.6 ? "screen" : "page";
}

/** Share of a screenshot's pixels in the screen's background colour (ink). */
async function inkShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const ink = [1, 3, 5].map((at) => parseInt(colors.ink.slice(at, at + 2), 16));
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (ink.every((value, channel) => Math.abs(data[i + channel]! - value) <= 3)) count += 1;
  }
  return count / (info.width * info.height);
}

/** Asserts a view's frames: covered from its first frame until about the screen's time, then content, never covered again. */
function expectCoveredThenContent(samples: Sample[]): void {
  expect(samples.length, "frames recorded").toBeGreaterThan(5);
  expect(samples[0], "the first frame is the loading screen").toMatchObject({
    overlay: true,
    content: false,
  });
  const firstUncovered = samples.findIndex((sample) => !sample.overlay);
  expect(firstUncovered, "the screen goes").toBeGreaterThan(0);
  // It goes when its time is up, not before (and on a busy machine a little after).
  const goneAt = samples[firstUncovered]!.at;
  expect(goneAt, "the screen shows for its time").toBeGreaterThanOrEqual(SCREEN_MS - 20);
  expect(goneAt).toBeLessThan(SCREEN_MS + LATE_MS);
  const after = samples.slice(firstUncovered);
  expect(
    after.filter((sample) => sample.overlay),
    "no frame covers the page once it has been seen",
  ).toEqual([]);
  expect(
    samples.filter((sample) => sample.overlay && sample.content),
    "no frame shows content around the screen",
  ).toEqual([]);
  expect(after.at(-1)?.content, "the page is seen at the end").toBe(true);
}

test.describe("first view of a session at 375 px", () => {
  test.describe.configure({ mode: "serial" });

  test("the loading screen covers it from the first frame for its time, then the page, never the page first; a later view is never covered", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await newContext(browser, baseURL);
    fs.rmSync(FILMSTRIP_DIR, { recursive: true, force: true });
    fs.mkdirSync(FILMSTRIP_DIR, { recursive: true });

    const started = Date.now();
    await page.goto("/alumnis", { waitUntil: "commit" });
    // The filmstrip: a screenshot every 200 ms from the navigation to 4 s. On a busy machine a capture
    // takes its time (seconds, at worst), so each is named by when it was asked for and also keeps when it
    // came back: what it shows was drawn somewhere between the two.
    const shots: { at: number; doneAt: number; file: string; look: Look }[] = [];
    let captured = false;
    for (let slot = 0; slot <= 20; slot += 1) {
      const wait = started + slot * 200 - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      const at = Date.now() - started;
      const png = await page
        .screenshot({ animations: "allow", caret: "initial", timeout: 10_000 })
        .catch((error: unknown) => {
          // Before the page's first frame Chromium has nothing to capture: that moment is blank. Once
          // a frame has been captured, a failure is a failure.
          if (captured || !String(error).includes("Unable to capture screenshot")) throw error;
          return undefined;
        });
      const doneAt = Date.now() - started;
      if (!png) {
        shots.push({ at, doneAt, file: "(nothing painted yet)", look: "blank" });
        continue;
      }
      captured = true;
      const file = path.join(
        FILMSTRIP_DIR,
        `${String(slot).padStart(2, "0")}-${String(at).padStart(4, "0")}ms.png`,
      );
      fs.writeFileSync(file, png);
      shots.push({ at, doneAt, file, look: await lookOf(png) });
    }
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const decision = await page.evaluate(() => document.documentElement.dataset.loadingScreen);
    test.skip(decision === "late", "the page's head came too late for the screen (an overloaded machine)");
    expect(decision).toBe("shown");
    const frames = await framesOf(page);
    expectCoveredThenContent(frames);

    // The screenshots agree: blank before the first paint, then the screen, then the page, never the
    // screen again. When the screen went, on the filmstrip's clock (both clocks are the machine's):
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const goneAt = timeOrigin + frames.find((sample) => !sample.overlay)!.at - started;
    const film = shots.map((shot) => shot.look).join(" ");
    expect(film, `the filmstrip (${FILMSTRIP_DIR})`).toMatch(/^(blank )*(screen )*page( page)*$/);
    // A capture back before the screen went shows no page; one asked for after it shows no screen.
    const named = (list: typeof shots) => list.map((shot) => `${shot.file}: ${shot.look}`);
    expect(
      named(shots.filter((shot) => shot.doneAt < goneAt && shot.look === "page")),
      `screenshots taken while the screen was up (it went at ${Math.round(goneAt)} ms)`,
    ).toEqual([]);
    expect(
      named(shots.filter((shot) => shot.at > goneAt && shot.look !== "page")),
      `screenshots taken after the screen went (at ${Math.round(goneAt)} ms)`,
    ).toEqual([]);

    // A later view of the session (another page) is never covered, in any frame.
    await page.goto("/event");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForTimeout(SCREEN_MS + 500);
    expect(await page.evaluate(() => document.documentElement.dataset.loadingScreen)).toBe("seen");
    const later = await framesOf(page);
    expect(later.length).toBeGreaterThan(5);
    expect(later.filter((sample) => sample.overlay)).toEqual([]);
    expect(later.at(-1)?.content).toBe(true);
    await context.close();
  });

  test("the screen still goes when the site's scripts never load", async ({ browser, baseURL }) => {
    const { context, page } = await newContext(browser, baseURL);
    await context.route(/\.js(\?|$)/, (route) => route.abort("failed"));
    await page.goto("/alumnis", { waitUntil: "load" });
    const decision = await page.evaluate(() => document.documentElement.dataset.loadingScreen);
    test.skip(decision === "late", "the page's head came too late for the screen (an overloaded machine)");
    await page.waitForTimeout(SCREEN_MS + LATE_MS);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expectCoveredThenContent(await framesOf(page));
    await context.close();
  });

  test("never covers under reduced motion, nor without JavaScript", async ({ browser, baseURL }) => {
    const reduced = await newContext(browser, baseURL, { reducedMotion: "reduce" });
    await reduced.page.goto("/alumnis");
    await reduced.page.waitForTimeout(SCREEN_MS);
    expect(await reduced.page.evaluate(() => document.documentElement.dataset.loadingScreen)).toBe(
      "reduced-motion",
    );
    const frames = await framesOf(reduced.page);
    expect(frames.filter((sample) => sample.overlay)).toEqual([]);
    expect(frames[0]?.content).toBe(true);
    await reduced.context.close();

    const noScript = await newContext(browser, baseURL, { javaScriptEnabled: false });
    await noScript.page.goto("/alumnis");
    await expect(noScript.page.locator(".loading-screen")).toBeHidden();
    await expect(noScript.page.locator("main")).toBeVisible();
    await noScript.context.close();
  });
});
