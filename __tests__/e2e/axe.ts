import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Axe on the page as it is now, with every WCAG 2.0–2.2 A and AA rule, plus label-in-name (WCAG 2.5.3,
 * which axe ships as experimental, so off unless asked for); any violation fails.
 */
export async function expectNoViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(TAGS)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}
