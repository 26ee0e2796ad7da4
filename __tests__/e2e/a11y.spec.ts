import AxeBuilder from "@axe-core/playwright";
import { SPEC_ROUTES } from "../../scripts/spec-routes";
import { expect, skipLoadingScreen, test } from "./fixtures";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const WIDTHS = [1280, 375] as const;

/** Axe on the page as it is now, with every WCAG 2.0–2.2 A and AA rule; any violation fails. */
async function expectNoViolations(page: import("@playwright/test").Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of [...SPEC_ROUTES, "/no-such-page"]) {
      test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
        await skipLoadingScreen(page);
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        // Reveal everything that scrolls in, so axe checks the final colours, not half-faded ones.
        await page.evaluate(() => document.documentElement.classList.remove("js"));
        await expectNoViolations(page, `${route} at ${width} px`);
      });
    }
  });
}
