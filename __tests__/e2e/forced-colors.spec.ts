import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { PAGE_ROUTES } from "../../src/lib/routes";
import { expect, skipLoadingScreen, test } from "./fixtures";
import { entries } from "./site-content";

/**
 * Forced colours (Windows high contrast, `forced-colors: active`) repaint every text, border and
 * background in the system's few colours, and drop shadows: a mark drawn as a background or a shadow
 * vanishes. Each state a visitor must tell apart is pictured in that mode and its pixels read: the phone
 * menu's icon, the selected Achievements tab, the current page in the menu (phone and laptop), the
 * wordmark on the bar, the college heads' current dot, and the focus ring.
 */
test.use({ forcedColors: "active" });
test.beforeEach(async ({ page }) => skipLoadingScreen(page));

interface Picture {
  /** Share of the pixels far from the picture's most common colour: how much is drawn on its ground. */
  ink: number;
  /** Mean colour, [r, g, b]. */
  mean: [number, number, number];
  /** The most common colour, [r, g, b]: the ground things are drawn on. */
  ground: number[];
}

/** A colour's distance from another: the sum of the channels' differences (0–765). */
const distance = (a: readonly number[], b: readonly number[]) =>
  Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!);

async function read(png: Buffer): Promise<Picture> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const counts = new Map<number, number>();
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    for (let c = 0; c < 3; c += 1) sum[c]! += data[i + c]!;
  }
  const ground = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const groundRgb = [(ground >> 16) & 255, (ground >> 8) & 255, ground & 255];
  let far = 0;
  for (let i = 0; i < data.length; i += 3)
    if (distance([data[i]!, data[i + 1]!, data[i + 2]!], groundRgb) > 150) far += 1;
  return {
    ink: far / pixels,
    mean: sum.map((value) => value / pixels) as Picture["mean"],
    ground: groundRgb,
  };
}

/**
 * A locator's box once it stands still: a block sliding in as it is revealed, or a carousel's dot
 * growing into the current one, moves it, and the screenshot (animations disabled: at their end)
 * would picture its neighbour's place.
 */
async function stillBox(page: Page, locator: Locator) {
  let box = await locator.boundingBox();
  for (let tries = 0; tries < 50; tries += 1) {
    await page.waitForTimeout(100);
    const again = await locator.boundingBox();
    if (box && JSON.stringify(again) === JSON.stringify(box)) return box;
    box = again;
  }
  throw new Error(`${String(locator)} never stood still (or has no box)`);
}

/** The picture of a locator's box, grown by `margin` px each side (shadows, pseudo-elements, rings). */
async function picture(page: Page, locator: Locator, margin = 0): Promise<Picture> {
  const box = await stillBox(page, locator);
  return read(
    await page.screenshot({
      clip: {
        x: Math.max(0, box.x - margin),
        y: Math.max(0, box.y - margin),
        width: box.width + 2 * margin,
        height: box.height + 2 * margin,
      },
      animations: "disabled",
    }),
  );
}

/** The lower third of a link's box, under its text: where a current-page mark is drawn. */
async function underText(page: Page, locator: Locator): Promise<Picture> {
  const box = await stillBox(page, locator);
  return read(
    await page.screenshot({
      clip: { x: box.x, y: box.y + (box.height * 2) / 3, width: box.width, height: box.height / 3 },
      animations: "disabled",
    }),
  );
}

test("the phone menu's icon is drawn", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE_ROUTES.home);
  const burger = page.locator(".menu-toggle .burger");
  // The three bars: the element's own and its ::before and ::after, 6 px above and below.
  expect((await picture(page, burger, 8)).ink, "the burger's bars").toBeGreaterThan(0.1);
});

test("the selected Achievements tab stands out from the others", async ({ page }) => {
  await page.goto(PAGE_ROUTES.achievements);
  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  const selected = await picture(page, tabs.first());
  const other = await picture(page, tabs.nth(1));
  expect(distance(selected.mean, other.mean), "selected tab against another").toBeGreaterThan(150);
});

for (const width of [375, 1280]) {
  test(`the current page is marked in the menu at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PAGE_ROUTES.contact);
    const nav = page.getByRole("navigation", { name: "Main" });
    if (width < 1200) await nav.getByRole("button", { name: "Menu" }).click();
    const current = nav.locator('.top-link[aria-current="page"]');
    await expect(current).toBeVisible();
    const other = nav.locator('a.top-link:not([aria-current="page"])').first();
    const marked = await underText(page, current);
    const plain = await underText(page, other);
    expect(marked.ink - plain.ink, "ink under the current page's name, beyond another's").toBeGreaterThan(
      0.03,
    );
  });
}

test("the wordmark shows on the bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE_ROUTES.contact);
  const logo = page.locator("header .brand img");
  const box = (await logo.boundingBox())!;
  // "ZHCET", the white part of the wordmark (its right half; the red "SAE" shows in any mode).
  const right = await read(
    await page.screenshot({
      clip: { x: box.x + box.width * 0.45, y: box.y, width: box.width * 0.55, height: box.height },
    }),
  );
  // White letters show on a dark ground only: the mode's Canvas here is white, as it was behind them.
  expect(distance(right.ground, [255, 255, 255]), "the white letters' ground, from white").toBeGreaterThan(
    300,
  );
  expect(right.ink, "the letters against their ground").toBeGreaterThan(0.15);
});

test("the college heads' current dot stands out", async ({ page }) => {
  const count = entries("college-heads").length;
  await page.goto(PAGE_ROUTES.home);
  await page.locator("#college-heads").scrollIntoViewIfNeeded();
  const dot = (n: number) => page.getByRole("button", { name: `Go to slide ${n} of ${count}` });
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await dot(1).scrollIntoViewIfNeeded();
  const current = await picture(page, dot(1));
  const other = await picture(page, dot(2));
  expect(current.ink - other.ink, "the current dot's fill beyond another's ring").toBeGreaterThan(0.15);
});

test("the focus ring shows", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE_ROUTES.contact);
  const link = page.locator("main a[href]").first();
  await link.scrollIntoViewIfNeeded();
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  // The same spot with the keyboard's focus and without it (picture waits for the link to stand still).
  const focused = await picture(page, link, 6);
  await link.evaluate((element) => (element as HTMLElement).blur());
  const plain = await picture(page, link, 6);
  expect(focused.ink - plain.ink, "the ring's ink around the focused link").toBeGreaterThan(0.015);
});
