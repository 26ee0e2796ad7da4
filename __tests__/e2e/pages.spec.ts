import type { Page } from "@playwright/test";
import { SITE_ROUTES } from "../../scripts/site-routes";
import { expectNoViolations } from "./axe";
import { expect, forgive, settle, skipLoadingScreen, test } from "./fixtures";
import { entry } from "./site-content";

/**
 * Every route the site must serve (scripts/site-routes.ts), and the 404 page, loaded once at a phone's
 * width and once at a laptop's; each visit checks all that holds for any page, in the order a visitor
 * meets it:
 *
 * 1. it answers 200 (the unknown path 404) with one visible heading and the site's title;
 * 2. no image above the fold is served wider than twice its displayed width (at device pixel ratio 1, so
 *    a 2× screen is still served sharp and a phone never gets a desktop-sized file);
 * 3. scrolled through (every scroll-revealed block arrived, fades stopped), it is pictured whole into
 *    test-results/screenshots/<width>/, for people to look at (`npm run screenshots` runs this file alone);
 * 4. axe finds no WCAG 2.0–2.2 A or AA violation;
 * 5. (phone visit) it scrolls sideways at none of the widths from 320 to 1280 px.
 *
 * One load per width, not one per check: on a 2-core machine a load takes 4–6 s, and seven loads of each
 * of fifty routes made the suite run past CI's hour.
 */
const NOT_FOUND = "/no-such-page";
const WIDTHS = [375, 1280] as const;
/** Phone, tablet and laptop widths at which no page may scroll sideways. */
const FIT_WIDTHS = [320, 375, 768, 800, 1024, 1280] as const;

/** Images in the first screen served more than twice as wide as they are drawn. */
function oversizedImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return (
          !img.currentSrc.startsWith("data:") &&
          img.complete &&
          img.naturalWidth > 0 &&
          box.width > 0 &&
          box.top < window.innerHeight
        );
      })
      .filter((img) => img.naturalWidth > 2 * img.getBoundingClientRect().width + 1)
      .map(
        (img) =>
          `${img.currentSrc || img.src}: ${img.naturalWidth}px served for ${Math.round(img.getBoundingClientRect().width)}px`,
      ),
  );
}

/** The widths at which the page is wider than the window, with the body's overflow safety net lifted. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  // The body clips sideways overflow as a safety net; lift it, so content that would be cut off (or
  // scroll, without the net) counts as the failure it is.
  await page.addStyleTag({ content: "html, body { overflow-x: visible !important; }" });
  const overflows: string[] = [];
  for (const width of FIT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) overflows.push(`${width} px: scrollWidth ${scrollWidth}`);
  }
  return overflows;
}

for (const width of WIDTHS) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });

    for (const route of [...SITE_ROUTES, NOT_FOUND]) {
      test(`${route}: its heading, image widths, look, no WCAG A/AA violation${width === 375 ? ", no sideways scroll" : ""}`, async ({
        page,
        consoleErrors,
      }) => {
        await skipLoadingScreen(page);
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        // Every title names the club, by the short name the site settings give it.
        const club = entry<{ slug: string; shortName: string }>("site", "site").shortName;
        expect(await page.title()).toContain(club);

        await page.waitForLoadState("networkidle");
        expect.soft(await oversizedImages(page), "images above the fold served too wide").toEqual([]);

        await settle(page);
        const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "_");
        await page.screenshot({ path: `test-results/screenshots/${width}/${name}.png`, fullPage: true });

        await expectNoViolations(page, `${route} at ${width} px`);
        if (width === 375) expect(await sidewaysScroll(page), `${route} scrolls sideways`).toEqual([]);
        // The unknown path answers 404 by design; the browser logs that answer.
        if (route === NOT_FOUND) forgive(consoleErrors, /status of 404/);
      });
    }
  });
}
