import type { Locator, Page } from "@playwright/test";
import { PAGE_ROUTES, albumPath, teamPath } from "../../src/lib/routes";
import { expect, skipLoadingScreen, test } from "./fixtures";
import { entries, type Album, type Team } from "./site-content";

/**
 * The first impression (issue 64): grids that end well, rows that line up, the hero's words and its
 * pause button, the carousel by keyboard on a phone, the menu's current section, upright type where no
 * italic face exists, and the play symbol only on videos. Each test reads what it needs from content/.
 */
test.beforeEach(async ({ page }) => skipLoadingScreen(page));

/** The boxes of a list's items, and the list's own left and right edges. */
async function itemBoxes(list: Locator) {
  return list.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const items = [...element.children].map((child) => {
      const { left, right, top } = child.getBoundingClientRect();
      return { left, right, top };
    });
    return { left: own.left, right: own.right, items };
  });
}

/** The last row of a grid is full or centred: as much room before its first item as after its last. */
async function expectLastRowCentred(list: Locator, what: string) {
  const { left, right, items } = await itemBoxes(list);
  expect(items.length, `${what} has items`).toBeGreaterThan(0);
  const lastTop = Math.max(...items.map((item) => item.top));
  const lastRow = items.filter((item) => Math.abs(item.top - lastTop) < 2);
  const start = Math.min(...lastRow.map((item) => item.left));
  const end = Math.max(...lastRow.map((item) => item.right));
  expect(Math.abs(start - left - (right - end)), `${what}: room before and after its last row`).toBeLessThan(
    2,
  );
}

/** Albums with a page, with their photo counts: every album page is checked. */
const albums = entries<Album>("gallery").filter((album) => album.published && album.images.length > 1);

test.describe("grids end well", () => {
  for (const width of [375, 800, 1280]) {
    test(`at ${width} px no album page leaves a hole at the end of its last row`, async ({ page }) => {
      expect(albums.length, "content/gallery needs a published album").toBeGreaterThan(0);
      await page.setViewportSize({ width, height: 900 });
      for (const album of albums) {
        await page.goto(albumPath(album.slug));
        const grid = page.locator("main ul").filter({ has: page.locator("button[aria-haspopup='dialog']") });
        await expect(grid.locator(":scope > li")).toHaveCount(album.images.length);
        await expectLastRowCentred(grid, `the ${album.slug} album`);
      }
    });

    test(`at ${width} px the gallery's album cards end in a full or centred row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE_ROUTES.gallery);
      const grid = page.locator("main ul").filter({ has: page.locator("a[href^='/gallery/']") });
      await expectLastRowCentred(grid.first(), "the gallery");
    });
  }
});

test.describe("the team cards line up across a row", () => {
  for (const width of [800, 1280]) {
    test(`at ${width} px their titles, descriptions and Know More.. buttons share a top`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE_ROUTES.home);
      const cards = page.locator("article.team-card");
      await expect(cards).toHaveCount(entries<Team>("teams").length);
      const parts = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const top = (selector: string) =>
            article.querySelector(selector)?.getBoundingClientRect().top ?? NaN;
          return {
            card: article.getBoundingClientRect().top,
            title: top("h2, h3"),
            text: top("p"),
            button: [...article.querySelectorAll("a")]
              .find((link) => link.textContent?.includes("Know More.."))
              ?.getBoundingClientRect().top,
          };
        }),
      );
      const rows = new Map<number, typeof parts>();
      for (const part of parts)
        rows.set(Math.round(part.card), [...(rows.get(Math.round(part.card)) ?? []), part]);
      const shared = [...rows.values()].filter((row) => row.length > 1);
      expect(shared.length, "some cards share a row").toBeGreaterThan(0);
      for (const row of shared) {
        const [first, ...others] = row;
        for (const other of others) {
          expect(other.title).toBeCloseTo(first!.title, 0);
          expect(other.text, "descriptions start level").toBeCloseTo(first!.text, 0);
          expect(other.button, "Know More.. buttons line up").toBeCloseTo(first!.button ?? NaN, 0);
        }
      }
    });
  }
});

/** Each run of words in capitals in the hero's welcome line ("SAE ZHCET"), and how many lines it spans. */
const initialsLines = (page: Page) =>
  page.locator("#hero-title").evaluate((heading) => {
    const text = heading.textContent ?? "";
    const runs = [...text.matchAll(/\b[A-Z]{2,}(?:\s[A-Z]{2,})+\b/g)];
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    /** The text node and offset of the heading's nth character. */
    const at = (index: number): [Text, number] => {
      let rest = index;
      for (const node of nodes) {
        if (rest <= node.length) return [node, rest];
        rest -= node.length;
      }
      throw new Error("past the heading's text");
    };
    return runs.map((run) => {
      const range = document.createRange();
      range.setStart(...at(run.index));
      range.setEnd(...at(run.index + run[0].length));
      const tops = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      return { run: run[0], lines: tops.size };
    });
  });

test.describe("the hero", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });
  for (const width of [320, 360, 375, 414, 480, 576, 768, 1024, 1280]) {
    test(`at ${width} px its welcome line never breaks inside a name in capitals`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE_ROUTES.home);
      await page.evaluate(() => document.fonts.ready);
      const runs = await initialsLines(page);
      for (const { run, lines } of runs) expect(lines, `"${run}" on one line`).toBe(1);
    });
  }

  test("its About Us label sits in the middle of its button", async ({ page }) => {
    await page.goto(PAGE_ROUTES.home);
    const link = page
      .locator("section[aria-labelledby='hero-title']")
      .getByRole("link", { name: "About Us" });
    const offset = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const range = document.createRange();
      const label = [...element.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!label) throw new Error("no label text");
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      return text.left + text.width / 2 - (box.left + box.width / 2);
    });
    expect(Math.abs(offset), "px between the label's centre and the button's").toBeLessThan(1.5);
  });
});

test("the hero's pause button comes before About Us in the tab order", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE_ROUTES.home);
  const pause = page.getByRole("button", { name: "Pause background video" });
  await expect(pause).toBeVisible({ timeout: 15_000 });
  const about = page.locator("section[aria-labelledby='hero-title']").getByRole("link", { name: "About Us" });
  await about.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(pause).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(about).toBeFocused();
});

test.describe("the college heads' carousel on a phone", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("Tab reaches its controls before it has loaded, and they work from the keyboard", async ({ page }) => {
    const slides = entries("college-heads").length;
    expect(slides, "content/college-heads needs two heads for a carousel").toBeGreaterThan(1);
    await page.goto(PAGE_ROUTES.home);
    const region = page.locator("[aria-roledescription=carousel]");
    // Start from the last thing before the carousel that Tab stops at, without scrolling to it.
    await region.evaluate((carousel) => {
      const tabbable = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea"),
      ].filter(
        (element) =>
          element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest("[hidden]"),
      );
      const before = tabbable.filter(
        (element) => element.compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      const last = before.at(-1);
      if (!last || carousel.contains(last)) throw new Error("nothing before the carousel to start from");
      last.focus({ preventScroll: true });
    });
    await page.keyboard.press("Tab");
    const previous = region.getByRole("button", { name: "Previous slide" });
    await expect(previous).toBeFocused();
    await expect(previous).toBeInViewport();
    const dot = (n: number) => region.getByRole("button", { name: `Go to slide ${n} of ${slides}` });
    await page.keyboard.press("Tab");
    await expect(dot(1)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dot(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(region.getByRole("group", { name: `2 of ${slides}` })).toBeInViewport();
    for (let n = 3; n <= slides; n += 1) await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const next = region.getByRole("button", { name: "Next slide" });
    await expect(next).toBeFocused();
    await page.keyboard.press(" ");
    await expect(dot(slides > 2 ? 3 : 1)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("the menu marks the current section", () => {
  const teams = entries<Team>("teams");
  for (const path of [PAGE_ROUTES.teams, ...teams.map((team) => teamPath(team.slug))]) {
    test(`on ${path} TEAMS is current, by aria-current and to the eye`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      const teamsButton = nav.getByRole("button", { name: "TEAMS" });
      await expect(teamsButton).toHaveAttribute("aria-current", "true");
      await expect(nav.getByRole("button", { name: "AFFILIATES" })).not.toHaveAttribute("aria-current");
      const mark = (button: Locator) =>
        button.evaluate((element) => getComputedStyle(element, "::after").transform);
      expect(await mark(teamsButton), "the bar under TEAMS").not.toBe(
        await mark(nav.getByRole("button", { name: "AFFILIATES" })),
      );
    });
  }
});

test.describe("no browser-slanted type", () => {
  for (const path of [PAGE_ROUTES.events, PAGE_ROUTES.home, PAGE_ROUTES.about]) {
    test(`${path} sets italics only in a font that has an italic face`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const synthetic = await page.evaluate(() => {
        const italicFamilies = new Set(
          [...document.fonts]
            .filter((face) => face.style === "italic")
            .map((face) => face.family.replace(/"/g, "")),
        );
        return [...document.querySelectorAll<HTMLElement>("body *")]
          .filter((element) => element.childNodes.length > 0 && element.textContent?.trim())
          .filter((element) => getComputedStyle(element).fontStyle !== "normal")
          .filter((element) => {
            const family = getComputedStyle(element).fontFamily.split(",")[0]!.trim().replace(/"/g, "");
            return !italicFamilies.has(family);
          })
          .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`);
      });
      expect(synthetic).toEqual([]);
    });
  }
});

test("home: only a video's facade shows the play symbol; an article's says what it does", async ({
  page,
}) => {
  await page.goto(PAGE_ROUTES.home);
  const facades = page.locator("[data-island='embed'] button");
  expect(await facades.count(), "the home page has embeds").toBeGreaterThan(0);
  for (const facade of await facades.all()) {
    const name = (await facade.getAttribute("aria-label")) ?? "";
    const symbol = await facade.locator("svg").count();
    if (name.startsWith("Play video")) {
      expect(symbol, `${name}: the play symbol`).toBe(1);
    } else {
      expect(symbol, `${name}: no play symbol`).toBe(0);
      const words = (await facade.innerText()).trim();
      expect(words.length, `${name}: visible words`).toBeGreaterThan(0);
      expect(name.startsWith(words), `${name}: its name begins with its words`).toBe(true);
    }
  }
});
