import { expect, skipLoadingScreen, test } from "./fixtures";
import { entries, entry, type SiteSettings, type Team } from "./site-content";
import { LOADING_SCREEN_KEY } from "../../src/lib/loading-screen";

test.describe("navigation at 1280 px", () => {
  test.beforeEach(async ({ page }) => skipLoadingScreen(page));

  test("by mouse: a dropdown opens, a link navigates, the current page is marked", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "TEAMS" }).click();
    await expect(nav.getByRole("button", { name: "TEAMS" })).toHaveAttribute("aria-expanded", "true");
    // The last team in the menu, as the menu names it (its short name) and as its page's heading does.
    const team = entries<Team>("teams")
      .sort((a, b) => a.menuOrder - b.menuOrder)
      .at(-1);
    if (!team) throw new Error("content/teams has no team");
    await nav.getByRole("link", { name: team.shortName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${team.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(team.title);
    await nav.getByRole("button", { name: "TEAMS" }).click();
    await expect(nav.getByRole("link", { name: team.shortName, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("by keyboard alone: Tab to a dropdown, Enter opens, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "ABOUT US" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Vision & Mission" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/vision-mission$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      entry<{ slug: string; heading: string }>("pages", "about").heading,
    );
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/sponsors");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: /skip to main content/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the footer's Instagram button toggles the team links popup, a native popover", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const instagram = footer.getByRole("button", { name: "Instagram" });
    const popup = footer.locator("#instagram-accounts");
    /** The button's expanded state as the browser tells assistive technology. */
    const expanded = async () => {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send("Accessibility.queryAXTree", {
        backendNodeId: (
          await cdp.send("DOM.describeNode", {
            objectId: (
              await cdp.send("Runtime.evaluate", {
                expression: "document.querySelector('[popovertarget=instagram-accounts]')",
              })
            ).result.objectId,
          })
        ).node.backendNodeId,
      });
      await cdp.detach();
      return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
    };

    await expect(popup).toBeHidden();
    expect(await expanded()).toBe(false);
    await instagram.click();
    await expect(popup).toBeVisible();
    expect(await expanded()).toBe(true);
    // Every account of the site settings' Instagram popup, in their order.
    const accounts = entry<SiteSettings>("site", "site").instagramPopup;
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      await expect(popup.getByRole("link", { name: account.label, exact: true })).toBeVisible();
    }
    // Tab moves from the button into the popup; Escape closes it and focus goes back to the button.
    await page.keyboard.press("Tab");
    await expect(popup.getByRole("link", { name: accounts[0]?.label, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(instagram).toBeFocused();
    // A second click closes it, and so does a click elsewhere.
    await instagram.click();
    await expect(popup).toBeVisible();
    await instagram.click();
    await expect(popup).toBeHidden();
    await instagram.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(popup).toBeHidden();
  });

  test("the footer is the server's markup, never hydrated, and its links work", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const footer = page.getByRole("contentinfo");
    // React attaches no props to elements it never hydrated.
    const hydrated = await footer.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith("__reactProps")),
    );
    expect(hydrated).toBe(false);
    await footer.getByRole("link", { name: "Sponsors" }).first().click();
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sponsors" }).first()).toBeVisible();
  });

  test("scroll-to-top appears after 300 px and takes the page back up", async ({ page }) => {
    await page.goto("/alumnis");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a route change starts at the top of the new page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Members" }).click();
    await expect(page).toHaveURL(/\/governingboard$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("navigation at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test.beforeEach(async ({ page }) => skipLoadingScreen(page));

  test("the collapsed menu opens by keyboard and closes on choosing an item", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Menu" });
    await expect(nav.getByRole("link", { name: "EVENTS" })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "EVENTS" }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "EVENTS" })).toBeHidden();
  });

  test("the open menu dims the whole page behind it, and a tap on the dimmed page closes it", async ({
    page,
  }) => {
    await page.goto("/zfr-cv");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The backdrop covers the viewport, not only the bar it sits in.
    const backdrop = page.locator(".nav-backdrop");
    expect(await backdrop.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 800 });
    // The page below the menu panel is under it: the topmost element there is the backdrop.
    const below = await page.evaluate(() => document.elementFromPoint(187, 790)?.className);
    expect(below).toContain("nav-backdrop");
    await page.mouse.click(187, 790);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(backdrop).toHaveCount(0);
  });
});

test.describe("loading screen", () => {
  // Its frames (covered from the first, never after the page), later views, reduced motion and no
  // JavaScript: first-view.spec.ts.
  test("the hero's background videos wait for it to go", async ({ page }) => {
    // Records whether a video element ever existed while the screen covered the page.
    await page.addInitScript(() => {
      const record = { videoUnderScreen: false, screenSeen: false };
      (window as unknown as { coverRecord: typeof record }).coverRecord = record;
      new MutationObserver(() => {
        const screenUp = document.documentElement.hasAttribute("data-loading-cover");
        if (screenUp) record.screenSeen = true;
        if (screenUp && document.querySelector("video")) record.videoUnderScreen = true;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto("/");
    const decision = () => page.evaluate(() => document.documentElement.dataset.loadingScreen);
    await expect.poll(decision).toMatch(/^(shown|late)$/);
    await expect(page.locator(".loading-screen")).toBeHidden({ timeout: 5000 });
    // One video per clip of the home page's copy.
    const clips = (entry("pages", "home").heroVideos as unknown[]).length;
    await expect(page.getByTestId("hero-video")).toHaveCount(clips);
    const record = await page.evaluate(
      () =>
        (window as unknown as { coverRecord: { videoUnderScreen: boolean; screenSeen: boolean } })
          .coverRecord,
    );
    expect(record.videoUnderScreen).toBe(false);
    if ((await decision()) === "shown") expect(record.screenSeen).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-loading-cover"))).toBe(
      false,
    );
    expect(await page.evaluate((key) => sessionStorage.getItem(key), LOADING_SCREEN_KEY)).toBe("1");
  });
});

test.describe("phone menu by touch", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => skipLoadingScreen(page));

  test("with ABOUT US open, one tap on TEAMS opens TEAMS", async ({ page }) => {
    await page.goto("/event");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Menu" }).tap();
    const about = nav.getByRole("button", { name: "ABOUT US" });
    const teams = nav.getByRole("button", { name: "TEAMS" });
    await about.tap();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await teams.tap();
    await expect(teams).toHaveAttribute("aria-expanded", "true");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(`#${(await teams.getAttribute("aria-controls"))!}`)).toBeVisible();
    // And back: one tap on ABOUT US opens it again.
    await about.tap();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(teams).toHaveAttribute("aria-expanded", "false");
    await page.screenshot({ path: "test-results/menu-touch-375.png" });
  });
});
