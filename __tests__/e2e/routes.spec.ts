import { SITE_ROUTES } from "../../scripts/site-routes";
import { loaderProblems } from "../../gatsby/scripts-after-paint";
import { BROWSER_APP_MARKER } from "../../src/lib/browser-app-marker";
import { expect, forgive, test } from "./fixtures";
import { firstAlbumPath } from "./site-content";

test("an unknown path answers 404 with the 404 page", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops, the page you're looking for does not exist.")).toBeVisible();
  await page.getByRole("link", { name: "RETURN HOME" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The browser reports the 404 answers themselves (the page and its page-data) as console errors.
  forgive(consoleErrors, /status of 404/);
});

test("the content editor at /admin is served apart: not in the sitemap, not indexed, its own looser CSP", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
  const admin = await request.get("/admin/");
  expect(admin.status()).toBe(200);
  expect(admin.headers()["x-robots-tag"]).toContain("noindex");
  expect(admin.headers()["content-security-policy"]).toContain("'unsafe-eval'");
  // The site's own pages never get what the editor needs.
  const home = await request.get("/");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
  expect(home.headers()["content-security-policy"]).not.toContain("'unsafe-eval'");
  expect(home.headers()["content-security-policy"]).not.toContain("api.github.com");
});

test("every built page loads Gatsby's bundles once, after its first paint: exactly one after-paint loader and no async bundle tag", async ({
  request,
}) => {
  const problems: Record<string, string[]> = {};
  for (const route of [...SITE_ROUTES, "/no-such-page"]) {
    const found = loaderProblems(await (await request.get(route)).text());
    if (found.length > 0) problems[route] = found;
  }
  expect(problems).toEqual({});
});

/** An island's own chunk (src/islands.ts), not a part it loads later (`island-college-heads.carousel-…`). */
const ISLAND_CHUNK = /^\/island-[a-z-]+-[0-9a-f]+\.js$/;

test.describe("a first visit runs the site's own entry, not Gatsby's client app", () => {
  for (const route of ["/", "/contact", firstAlbumPath(), "/no-such-page"]) {
    test(`${route}: islands hydrate with no page data and no page chunk fetched`, async ({
      page,
      consoleErrors,
    }) => {
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("data-app", BROWSER_APP_MARKER);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      expect(
        fetched.filter((path) => path.startsWith("/page-data/") || path.includes("/component---")),
      ).toEqual([]);
      // Each island's code is requested once, by the after-paint loader with the bundles (its tag has
      // no data-webpack: webpack found it there and added none of its own).
      const islandCode = fetched.filter((path) => ISLAND_CHUNK.test(path));
      expect(islandCode.length > 0).toBe(route !== "/no-such-page");
      expect(new Set(islandCode).size).toBe(islandCode.length);
      const addedByWebpack = await page
        .locator("script[data-webpack]")
        .evaluateAll((scripts) =>
          scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname),
        );
      expect(addedByWebpack.filter((path) => ISLAND_CHUNK.test(path))).toEqual([]);
      forgive(consoleErrors, /status of 404/);
    });
  }
});
