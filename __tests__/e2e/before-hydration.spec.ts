import type { Page } from "@playwright/test";
import { expect, skipLoadingScreen, test } from "./fixtures";

/**
 * Nothing a visitor does before hydration is lost: on a phone-slow CPU (6× throttled) the
 * menu's dropdowns and toggle work, and text typed into a form is kept, whether the click or keystroke
 * lands before, during or after hydration. "Before" is made certain by holding the site's JavaScript
 * until the visitor has acted; the other moments come from acting at once on first paint, as soon as
 * React has started hydrating, and after it finished. No test depends on how fast anything runs: each
 * waits for the page to hydrate and then checks the outcome, which must be the same at every moment.
 */

type Moment = "before hydration" | "on first paint" | "while hydrating" | "after hydration";
const MOMENTS: Moment[] = ["before hydration", "on first paint", "while hydrating", "after hydration"];

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 30_000,
  });

/**
 * Opens `path` with a 6× slowed CPU and resolves at the given moment; the returned function resolves
 * once the page has hydrated.
 */
async function openAt(page: Page, path: string, moment: Moment): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release = () => {};
  if (moment === "before hydration") {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
  }
  // The fixture's page.goto waits for hydration; the frame's own goto returns on first paint.
  await page.mainFrame().goto(path, { waitUntil: "domcontentloaded" });
  if (moment === "while hydrating") {
    // hydrateRoot has been called (it stops the early-click recorder) — hydration under way or done.
    await page.waitForFunction(
      () => (window as { __earlyClicks?: unknown }).__earlyClicks === null,
      undefined,
      { timeout: 30_000 },
    );
  }
  if (moment === "after hydration") await hydrated(page);
  return async () => {
    release();
    await hydrated(page);
  };
}

test.describe("acting before hydration, 6× CPU throttling", () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => skipLoadingScreen(page));

  for (const moment of MOMENTS) {
    test(`a dropdown clicked ${moment} opens`, async ({ page }) => {
      const done = await openAt(page, "/", moment);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "ABOUT US" }).click();
      await done();
      await expect(nav.getByRole("button", { name: "ABOUT US" })).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "Vision & Mission" })).toBeVisible();
    });

    test(`text typed into the contact form ${moment} reaches the form`, async ({ page }) => {
      const done = await openAt(page, "/contact", moment);
      await page.getByLabel(/^First name( \*)?$/).pressSequentially("Sara");
      await page.getByLabel(/^Last name( \*)?$/).pressSequentially("Ali");
      await done();
      await expect(page.getByLabel(/^First name( \*)?$/)).toHaveValue("Sara");
      await expect(page.getByLabel(/^Last name( \*)?$/)).toHaveValue("Ali");
      // Sending with the other fields empty: the form's own validation knows the names.
      await page.getByRole("button", { name: "Send" }).click();
      await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
      await expect(page.getByText("Name is required", { exact: true })).toHaveCount(0);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    for (const moment of ["before hydration", "after hydration"] as const) {
      test(`the menu toggle tapped ${moment} opens the menu`, async ({ page }) => {
        const done = await openAt(page, "/sponsors", moment);
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("button", { name: "Menu" }).click();
        await done();
        await expect(nav.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
        await expect(nav.getByRole("button", { name: "ABOUT US" })).toBeVisible();
      });
    }
  });
});
