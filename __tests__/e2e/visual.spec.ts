import { expect, holdWebFonts, settle, skipLoadingScreen, test } from "./fixtures";
import { albumPath, PAGE_ROUTES, teamPath, vehiclePath } from "../../src/lib/routes";

/**
 * Visual regression: the first screen of seven pages at a phone's, a tablet's and a laptop's width,
 * compared with the committed baselines (visual.spec.ts-snapshots/) within a small tolerance, so an
 * unintended change of look fails the suite. Reduced motion (no hero video, no loading screen), every reveal settled, the web
 * fonts in use (as on a returning visitor's views) and images loaded. After an intended change of look: `npx playwright test visual --update-snapshots`, look
 * at the new pictures, and commit them with the change.
 */
const PAGES = {
  home: PAGE_ROUTES.home,
  team: teamPath("zfr-cv"),
  vehicle: vehiclePath("zfr-cv", "3.0"),
  album: albumPath("Section0"),
  sponsors: PAGE_ROUTES.sponsors,
  contact: PAGE_ROUTES.contact,
  apply: PAGE_ROUTES.apply,
} as const;

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`the look at ${viewport.width} px`, () => {
    test.use({ viewport, contextOptions: { reducedMotion: "reduce" } });
    for (const [name, route] of Object.entries(PAGES)) {
      test(`${name} (${route})`, async ({ page }) => {
        await skipLoadingScreen(page);
        await holdWebFonts(page);
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        await settle(page);
        await page.evaluate(() => document.fonts.ready);
        // Every image on the first screen has arrived (lazy ones further down may never load).
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
            })
            .every((image) => image.complete),
        );
        await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, {
          animations: "disabled",
          caret: "hide",
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  });
}
