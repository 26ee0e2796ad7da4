import { FIRST_VISIT_PAGES } from "../../scripts/lib/lighthouse-run";
import { expect, skipLoadingScreen, test } from "./fixtures";

/**
 * The web fonts load after the largest paint, so text first paints in a fallback face: Arial, Roboto or
 * DejaVu Sans resized to the web font's metrics (src/styles/global-styles.tsx), whichever this browser
 * has. When the web fonts arrive, nothing may move: the layout shifts recorded from navigation until both
 * web fonts are drawn add up to (almost) nothing, on a phone and on a laptop. On a machine with none of
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
