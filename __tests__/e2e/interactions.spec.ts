import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, skipLoadingScreen, test } from "./fixtures";
import { entries, entry, type Album, type SiteSettings, type Team } from "./site-content";

test.beforeEach(async ({ page }) => skipLoadingScreen(page));

test("achievements: the first team's tab first, arrow keys move between tabs, one panel at a time", async ({
  page,
}) => {
  // The tabs are the teams in menu order; each panel lists its team's results.
  const teams = entries<Team>("teams").sort((a, b) => a.menuOrder - b.menuOrder);
  const results = (team: Team) =>
    entries<{ slug: string; team: string; event: string }>("achievements").filter(
      (a) => a.team === team.slug,
    );
  const [first, second] = teams;
  const last = teams[teams.length - 1];
  if (!first || !second || !last) throw new Error("content/teams needs two teams for the tabs");
  await page.goto("/achievements");
  await expect(page.getByRole("tab")).toHaveText(teams.map((team) => team.shortName));
  await expect(page.getByRole("tab", { name: first.shortName })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  for (const result of results(first)) await expect(page.getByRole("tabpanel")).toContainText(result.event);
  await page.getByRole("tab", { name: first.shortName }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: second.shortName })).toBeFocused();
  await expect(page.getByRole("tab", { name: second.shortName })).toHaveAttribute("aria-selected", "true");
  for (const result of results(second)) await expect(page.getByRole("tabpanel")).toContainText(result.event);
  await page.getByRole("tab", { name: last.shortName }).click();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  for (const result of results(last)) await expect(page.getByRole("tabpanel")).toContainText(result.event);
});

test("home: the islands further down wait to hydrate until they come near; a tap on one is handled by it", async ({
  page,
}) => {
  const video = entry<{ slug: string; video: { title: string } }>("pages", "home").video.title;
  await page.goto("/");
  const island = (name: string) => page.locator(`[data-island="${name}"]`).first();
  await expect(island("site-header")).toHaveAttribute("data-hydrated", "true");
  for (const name of ["college-heads", "embed", "scroll-to-top"]) {
    await expect(island(name)).not.toHaveAttribute("data-hydrated");
  }
  // React attaches its props to the elements it hydrates: the video's button has none yet.
  const play = page.getByRole("button", { name: `Play video: ${video}` });
  const hasReactProps = () =>
    play.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));
  expect(await hasReactProps()).toBe(false);

  // Tapped with no scrolling before (Playwright scrolls it into view and taps at once): the embed's own
  // handler answers, putting the video's frame in place of the button.
  await play.click();
  await expect(page.locator(`iframe[title="Video: ${video}"]`)).toHaveCount(1);
  await expect(play).toHaveCount(0);

  await page.locator("#college-heads").scrollIntoViewIfNeeded();
  await expect(island("college-heads")).toHaveAttribute("data-hydrated", "true");
  await expect(island("scroll-to-top")).toHaveAttribute("data-hydrated", "true");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("apply: the form waits to hydrate until it is needed; typing and then Apply are handled by it", async ({
    page,
  }) => {
    await page.goto("/apply");
    const form = page.locator('[data-island="application-form"]');
    await expect(page.locator('[data-island="site-header"]')).toHaveAttribute("data-hydrated", "true");
    // Below the first screen on a phone: its hydration is no part of a visit that does not scroll.
    expect(await form.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(740);
    await expect(form).not.toHaveAttribute("data-hydrated");

    // Typed with no scrolling before (Playwright scrolls the field into view, focuses it and types at once).
    await page.getByLabel(/^First name( \*)?$/).pressSequentially("Imran");
    await page.getByLabel(/^Last name( \*)?$/).pressSequentially("Siddiqui");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(form).toHaveAttribute("data-hydrated", "true");
    // The form's own messages, in place (the browser's would be a bubble, not text on the page).
    await expect(page.getByText("Faculty No. is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Name is required", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(/^First name( \*)?$/)).toHaveValue("Imran");
  });
});

test("home: the college heads' carousel moves with its arrows and dots", async ({ page }) => {
  const slides = entries("college-heads").length;
  expect(slides, "content/college-heads needs two heads for a carousel").toBeGreaterThan(1);
  await page.goto("/");
  // The carousel loads as the visitor scrolls near it; until then its first slide is drawn as it will
  // look (the same region, replaced when the carousel arrives).
  await page.locator("#college-heads").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible();
  const dot = (n: number) => page.getByRole("button", { name: `Go to slide ${n} of ${slides}` });
  await expect(dot(1)).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(dot(2)).toHaveAttribute("aria-current", "true");
  await dot(slides).click();
  await expect(dot(slides)).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(dot(slides - 1)).toHaveAttribute("aria-current", "true");
});

test("gallery viewer by mouse and keyboard: wraps both ways, Escape closes, focus returns", async ({
  page,
}) => {
  // The first published album with more than one photo, as its file lists them.
  const album = entries<Album>("gallery").find((a) => a.published && a.images.length > 1);
  if (!album) throw new Error("content/gallery has no published album of two or more photos");
  const count = album.images.length;
  await page.goto(`/gallery/${album.slug}`);
  const thumbnails = page.locator("main li button[aria-haspopup='dialog']");
  await expect(thumbnails).toHaveCount(count);
  await thumbnails.first().click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`1 / ${count}`);
  await viewer.getByRole("button", { name: "Previous photo" }).click();
  await expect(viewer).toContainText(`${count} / ${count}`);
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(viewer).toContainText(`1 / ${count}`);
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toContainText(`${count} / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText(`1 / ${count}`);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();
});

test("support us: copying a bank detail puts its value on the clipboard", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/supportus");
  // Every detail the site settings list, each copied by its own button.
  const details = entry<SiteSettings>("site", "site").bankDetails;
  expect(details.length).toBeGreaterThan(0);
  for (const detail of details) {
    await page.getByRole("button", { name: `Copy ${detail.label.toLowerCase()}` }).click();
    await expect(page.getByText("Copied", { exact: true }).filter({ visible: true })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detail.value);
  }
});

test("downloads: each press release downloads as a PDF under its own file name", async ({ page }) => {
  await page.goto("/downloads");
  const links = page.getByRole("link", { name: /^Download/ });
  await expect(links).toHaveCount(entries("press-releases").length);
  for (const link of await links.all()) {
    const expected = (await link.getAttribute("download")) ?? "";
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(expected);
    const bytes = fs.readFileSync((await download.path()) ?? "");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
});

/** The hero's control: on screen, not under the fixed header (a tap there reaches the button itself). */
async function expectReachable(page: Page, button: Locator, viewport: { width: number; height: number }) {
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"),
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  );
  expect(hit).toBe(await button.getAttribute("aria-label"));
}

const firstClip = (page: Page) => page.getByTestId("hero-video").first();
const playing = (page: Page) =>
  firstClip(page).evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);

/** Pressing the hero's Pause stops the clip and turns the button into Play. */
async function expectPausedBy(page: Page, pause: Locator) {
  await pause.click();
  await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
  expect(await firstClip(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
}

test("home at 1280×800: the hero's videos play on their own, and its pause control is on screen and pauses them", async ({
  page,
}) => {
  const viewport = { width: 1280, height: 800 };
  await page.setViewportSize(viewport);
  await page.goto("/");
  // The videos (and their control) arrive once the page has loaded and the browser is idle.
  const pause = page.getByRole("button", { name: "Pause background video" });
  await expectReachable(page, pause, viewport);
  await expect.poll(() => playing(page)).toBe(true);
  await expectPausedBy(page, pause);
});

test("home at 375×812: the hero's videos wait for Play, fetching nothing, then play and pause", async ({
  page,
}) => {
  const viewport = { width: 375, height: 812 };
  await page.setViewportSize(viewport);
  const clips: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/videos/hero-")) clips.push(request.url());
  });
  await page.goto("/");
  const play = page.getByRole("button", { name: "Play background video" });
  await expectReachable(page, play, viewport);
  // The button comes in the same render as the clips would: none is there.
  await expect(page.getByTestId("hero-video")).toHaveCount(0);
  expect(clips).toEqual([]);
  await play.click();
  const pause = page.getByRole("button", { name: "Pause background video" });
  await expect(pause).toBeFocused();
  await expect.poll(() => playing(page)).toBe(true);
  await expectReachable(page, pause, viewport);
  await expectPausedBy(page, pause);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home: a team card is highlighted while hovered or while focus is inside it (CSS alone)", async ({
    page,
  }) => {
    // Without JavaScript the page never hydrates: navigate past the fixture's wait for hydration.
    // A team whose card links to its YouTube channel.
    const team = entries<Team>("teams").find((candidate) => candidate.socials?.youtube);
    if (!team) throw new Error("content/teams has no team with a YouTube link");
    await page.mainFrame().goto("/");
    const card = page.getByRole("article", { name: team.name });
    const title = card.getByRole("heading", { name: team.name });
    const accent = "rgb(200, 22, 29)";
    await card.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(title).not.toHaveCSS("color", accent);
    await card.hover();
    await expect(title).toHaveCSS("color", accent);
    await page.mouse.move(0, 0);
    await expect(title).not.toHaveCSS("color", accent);
    await card.getByRole("link", { name: /Know More/ }).focus();
    await expect(title).toHaveCSS("color", accent);
    await card.getByRole("link", { name: `${team.shortName} on YouTube` }).focus();
    await expect(title).toHaveCSS("color", accent);
    await page.getByRole("link", { name: "Skip to main content" }).focus();
    await expect(title).not.toHaveCSS("color", accent);
  });
});
