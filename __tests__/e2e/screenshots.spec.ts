import { SPEC_ROUTES } from "../../scripts/spec-routes";
import { settle, skipLoadingScreen, test } from "./fixtures";

/**
 * Not a test: `npm run screenshots` takes full-page screenshots of every route at 375 and 1280 px, into
 * test-results/screenshots, for people to look at (CI keeps them). The browser suite leaves this file out;
 * the visual baselines (visual.spec.ts) are what compares pictures.
 */
for (const width of [375, 1280] as const) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of SPEC_ROUTES) {
      test(`${route}`, async ({ page }) => {
        await skipLoadingScreen(page);
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        await settle(page);
        const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "_");
        await page.screenshot({ path: `test-results/screenshots/${width}/${name}.png`, fullPage: true });
      });
    }
  });
}
