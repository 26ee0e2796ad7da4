import type { Page } from "@playwright/test";
import { expect, holdWebFonts, settle, skipLoadingScreen, test } from "./fixtures";
import { entries, firstAlbumPath, type Team } from "./site-content";
import { PAGE_ROUTES, teamPath, vehiclePath } from "../../src/lib/routes";

/**
 * Visual regression of the code's look, whatever the content: the first screen of seven pages at a
 * phone's, a tablet's and a laptop's width, compared with the committed baselines
 * (visual.spec.ts-snapshots/) within a small tolerance, so an unintended change of look fails the suite.
 * The club replaces every photo and text of the content, so before the picture is taken every text in
 * the page's main part is set to the same placeholder words (drawn in the element's own font, size,
 * colour and case, so a change of style still shows, and no name or paragraph length moves the layout)
 * and every photo, logo and video is painted over. On the two pages whose first screen is a grid of
 * entries (an album's photos, the sponsors' logos), whose number is the content's, only the header and
 * the page's heading band are compared. Reduced motion (no hero video, no loading screen), every reveal
 * settled, the web fonts in use (as on a returning visitor's views) and images loaded. After an intended
 * change of look: `npx playwright test visual --update-snapshots`, look at the new pictures, and commit
 * them with the change.
 */
const FIRST_TEAM = entries<Team>("teams").sort((a, b) => a.menuOrder - b.menuOrder)[0];
if (!FIRST_TEAM) throw new Error("content/teams has no team");
/** A vehicle of that team (its page address is the team's slug and the vehicle's version). */
const VEHICLE = entries<{ slug: string; team: string; version: string }>("vehicles").find(
  (vehicle) => vehicle.team === FIRST_TEAM.slug,
);

const PAGES: Record<string, { route: string; bandOnly?: boolean }> = {
  home: { route: PAGE_ROUTES.home },
  team: { route: teamPath(FIRST_TEAM.slug) },
  ...(VEHICLE ? { vehicle: { route: vehiclePath(VEHICLE.team, VEHICLE.version) } } : {}),
  album: { route: firstAlbumPath(), bandOnly: true },
  sponsors: { route: PAGE_ROUTES.sponsors, bandOnly: true },
  contact: { route: PAGE_ROUTES.contact },
  apply: { route: PAGE_ROUTES.apply },
};

/** The same words in place of every text of the main part: the content's texts no longer show. */
async function placeholderTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const main = document.querySelector("main");
    if (!main) throw new Error("the page has no main");
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const text of texts) if (text.data.trim()) text.data = "Lorem ipsum";
  });
}

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`the look at ${viewport.width} px`, () => {
    test.use({ viewport, contextOptions: { reducedMotion: "reduce" } });
    for (const [name, { route, bandOnly }] of Object.entries(PAGES)) {
      test(`${name}`, async ({ page }) => {
        await skipLoadingScreen(page);
        await holdWebFonts(page);
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        await settle(page);
        await page.evaluate(() => document.fonts.ready);
        // Every image on the first screen has arrived (lazy ones further down may never load).
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
            })
            .every((image) => image.complete),
        );
        await placeholderTexts(page);
        // The header and the page's first block (its heading band, or the home page's hero).
        const band = await page.locator("main > *:not(script):visible").first().boundingBox();
        await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, {
          animations: "disabled",
          caret: "hide",
          // Placeholder texts and painted-over photos leave nothing of the content to differ: a small bound
          // (VISUAL_MAX_DIFF=0 asks for identical pictures, as a refactoring must give).
          maxDiffPixels: Number(process.env.VISUAL_MAX_DIFF ?? 200),
          mask: [page.locator("img, video, picture, canvas, iframe")],
          maskColor: "#7f7f7f",
          ...(bandOnly && band
            ? {
                clip: {
                  x: 0,
                  y: 0,
                  width: viewport.width,
                  height: Math.min(viewport.height, band.y + band.height),
                },
              }
            : {}),
        });
      });
    }
  });
}
