import { CONTACT_FORM } from "../../src/lib/forms";
import { expectNoViolations } from "./axe";
import { fillForm } from "./form-fields";
import { expect, forgive, settle, skipLoadingScreen, test } from "./fixtures";
import { entries, firstAlbumPath, type Team } from "./site-content";

/** Open states, and the accessibility tree of long pages; every route as loaded is checked in pages.spec.ts. */
test.describe("accessibility of open states", () => {
  test.beforeEach(async ({ page }) => skipLoadingScreen(page));

  test("an open dropdown and the footer popup at 1280 px", async ({ page }) => {
    await page.goto("/");
    await settle(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "ABOUT US" }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: "Instagram" }).click();
    await expectNoViolations(page, "open dropdown and Instagram popup");
  });

  test("the open gallery viewer", async ({ page }) => {
    await page.goto(firstAlbumPath());
    await settle(page);
    await page.locator("main li button[aria-haspopup='dialog']").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "open gallery viewer");
  });

  test("the contact form's errors and its Error! dialog", async ({ page, consoleErrors }) => {
    await page.route("**/api/message", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/contact");
    await settle(page);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expectNoViolations(page, "contact form with errors");
    await fillForm(page, CONTACT_FORM, { name: "Sara", message: "Hello" });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("dialog", { name: "Error!" })).toBeVisible();
    await expectNoViolations(page, "Error! dialog");
    forgive(consoleErrors, /status of 500/);
  });
});

test.describe("accessibility of the open mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("at 375 px with a dropdown open", async ({ page }) => {
    await skipLoadingScreen(page);
    await page.goto("/");
    await settle(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("button", { name: "TEAMS" }).click();
    // Every team is in the open submenu, by the short name the menu gives it.
    for (const team of entries<Team>("teams")) {
      await expect(nav.getByRole("link", { name: team.shortName, exact: true })).toBeVisible();
    }
    await expectNoViolations(page, "open mobile menu");
  });
});

test.describe("what a screen reader finds before any scrolling", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.beforeEach(async ({ page }) => skipLoadingScreen(page));

  // The long pages: their last headings and links are several screens down.
  for (const route of ["/", "/zfr-cv", "/alumnis", "/governingboard", "/sponsors", firstAlbumPath()]) {
    test(`${route}: every heading and link in the page is in the accessibility tree`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState("load");
      // What the page shows (or would show, scrolled to): not display:none, hidden or aria-hidden.
      const inPage = await page.evaluate(() => {
        const shown = (selector: string) =>
          [...document.querySelectorAll(selector)].filter(
            (element) =>
              element.checkVisibility({ visibilityProperty: true }) && !element.closest("[aria-hidden=true]"),
          ).length;
        return { headings: shown("h1, h2, h3, h4, h5, h6"), links: shown("a[href]") };
      });
      // Content the browser skips rendering (content-visibility: auto on a whole band, in Chromium) drops
      // out of this tree until scrolled to, so landmarks and headings lists would miss it.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send("Accessibility.getFullAXTree");
      await cdp.detach();
      const exposed = (role: string) =>
        nodes.filter((node) => !node.ignored && node.role?.value === role).length;
      expect(inPage.headings).toBeGreaterThan(2);
      expect({ headings: exposed("heading"), links: exposed("link") }).toEqual(inPage);
    });
  }
});
