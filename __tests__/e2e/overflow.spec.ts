import { SPEC_ROUTES } from "../../scripts/spec-routes";
import { expect, settle, skipLoadingScreen, test } from "./fixtures";

/** Phone, tablet and laptop widths at which no page may scroll sideways. */
const WIDTHS = [320, 375, 768, 800, 1024, 1280] as const;

test.describe("no sideways scroll", () => {
  test.beforeEach(async ({ page }) => skipLoadingScreen(page));

  for (const route of SPEC_ROUTES) {
    test(`${route} fits ${WIDTHS.join(", ")} px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(route);
      // Every scroll-revealed block in its final place (a block sliding in from the side must not count).
      await settle(page);
      // The body clips sideways overflow as a safety net; lift it, so content that would be cut off (or
      // scroll, without the net) counts as the failure it is.
      await page.addStyleTag({ content: "html, body { overflow-x: visible !important; }" });
      const overflows: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) overflows.push(`${width} px: scrollWidth ${scrollWidth}`);
      }
      expect(overflows, `${route} scrolls sideways`).toEqual([]);
    });
  }
});
