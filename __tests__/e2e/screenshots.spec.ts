import { SPEC_ROUTES } from "../../scripts/spec-routes";
import { settle, skipLoadingScreen, test } from "./fixtures";

/** Full-page screenshots of every route at 375 and 1280 px, kept by CI under test-results/screenshots. */
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
