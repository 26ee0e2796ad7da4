import { SPEC_ROUTES } from "../../scripts/spec-routes";
import { expect, forgive, test } from "./fixtures";

test.describe("every route of SPEC §2", () => {
  for (const route of SPEC_ROUTES) {
    test(`${route} loads with its heading`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/SAE ZHCET/);
    });
  }

  test("an unknown path answers 404 with the 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops, the page you're looking for does not exist.")).toBeVisible();
    await page.getByRole("link", { name: "RETURN HOME" }).click();
    await expect(page).toHaveURL(/\/$/);
    // The browser reports the 404 answers themselves (the page and its page-data) as console errors.
    forgive(consoleErrors, /status of 404/);
  });
});
