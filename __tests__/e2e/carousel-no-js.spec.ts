// (Playwright's plain `test`: the shared fixture waits for hydration, which never comes without JavaScript.)
import { expect, test } from "@playwright/test";
import { entries } from "./site-content";

/**
 * Every college head's message is in the home page's HTML, not only the first slide's: crawlers and
 * visitors without JavaScript read all of them, one under another; the carousel enhances those slides.
 */
test.describe("the college heads' carousel without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every head's message", async ({ page }) => {
    const heads = entries<{ slug: string; name: string; message: string }>("college-heads");
    expect(heads.length, "content/college-heads needs two heads for a carousel").toBeGreaterThan(1);
    await page.goto("/");
    const region = page.locator("[aria-roledescription=carousel]");
    for (const head of heads) {
      const slide = region.getByRole("group").filter({ hasText: head.name });
      await slide.scrollIntoViewIfNeeded();
      await expect(slide.getByText(head.message.slice(0, 60))).toBeVisible();
    }
  });
});
