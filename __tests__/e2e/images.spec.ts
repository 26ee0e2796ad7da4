import { SPEC_ROUTES } from "../../scripts/spec-routes";
import { expect, skipLoadingScreen, test } from "./fixtures";

/**
 * Size budget: no image above the fold is served wider than twice its displayed width (at device pixel
 * ratio 1, so a 2× screen would still be served sharp, and a phone never gets a desktop-sized file).
 */
for (const width of [375, 1280] as const) {
  test.describe(`above-the-fold images at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
    for (const route of SPEC_ROUTES) {
      test(`${route}`, async ({ page }) => {
        await skipLoadingScreen(page);
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        const oversized = await page.evaluate(() =>
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
        expect(oversized).toEqual([]);
      });
    }
  });
}
