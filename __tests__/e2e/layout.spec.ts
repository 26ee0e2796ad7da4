import type { Page } from "@playwright/test";
import { SITE_ROUTES } from "../../scripts/site-routes";
import { PAGE_ROUTES, teamPath, vehiclePath } from "../../src/lib/routes";
import { expect, settle, skipLoadingScreen, test } from "./fixtures";

/**
 * Layout faults that once showed in screenshots, each checked where it happened: the menu from 768 px
 * to 1280 px, the hero's words against the car, the breadcrumb and the footer's link lists on a phone,
 * the resume's file button, the map's pin, the order of /downloads.
 */
test.beforeEach(async ({ page }) => skipLoadingScreen(page));

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe("the main menu", () => {
  for (const width of [768, 800, 1024]) {
    test(`at ${width} px it sits behind the Menu toggle`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE_ROUTES.home);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("button", { name: "Menu" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "GALLERY" })).toBeHidden();
      await nav.getByRole("button", { name: "Menu" }).click();
      await expect(nav.getByRole("link", { name: "GALLERY" })).toBeVisible();
    });
  }

  for (const width of [1200, 1280]) {
    test(`at ${width} px its ten items share one row, apart, at 16 px type`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE_ROUTES.home);
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
      const items = await page.locator("#main-menu > li > .top-link").evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return {
            left: box.left,
            right: box.right,
            top: box.top,
            height: box.height,
            fontSize: parseFloat(getComputedStyle(element).fontSize),
          };
        }),
      );
      expect(items).toHaveLength(10);
      for (const [index, item] of items.entries()) {
        expect(item.top, `item ${index + 1} is on the first item's row`).toBeCloseTo(items[0]!.top, 0);
        expect(item.height, `item ${index + 1} is one line`).toBeLessThan(50);
        expect(item.fontSize).toBeGreaterThanOrEqual(16);
        const next = items[index + 1];
        if (next)
          expect(next.left, `item ${index + 2} starts after item ${index + 1}`).toBeGreaterThanOrEqual(
            item.right,
          );
      }
      const last = items[items.length - 1]!;
      expect(last.right).toBeLessThanOrEqual(width);
    });
  }
});

/**
 * The car in the hero's poster (content/pages/images/hero-poster.jpg, 3:2), as fractions of the picture:
 * rear wing to nose, top of the wing to the foot of the wheels.
 */
const CAR = { left: 0.32, right: 0.86, top: 0.52, bottom: 0.71 } as const;

/** Where the car is drawn: the poster image's box, cropped by object-fit: cover around its centre. */
async function carBox(page: Page): Promise<Box> {
  return page
    .locator("section[aria-labelledby='hero-title'] picture img")
    .evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      const ratio = image.naturalWidth / image.naturalHeight;
      const width = Math.max(box.width, box.height * ratio);
      const height = width / ratio;
      const x = box.left + (box.width - width) / 2;
      const y = box.top + (box.height - height) / 2;
      return { width, height, x, y };
    })
    .then(({ width, height, x, y }) => ({
      left: x + CAR.left * width,
      right: x + CAR.right * width,
      top: y + CAR.top * height,
      bottom: y + CAR.bottom * height,
    }));
}

test.describe("the hero's words stay clear of the car", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });
  for (const width of [768, 800, 1024, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(PAGE_ROUTES.home);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("section[aria-labelledby='hero-title'] picture img")).toHaveJSProperty(
        "complete",
        true,
      );
      const car = await carBox(page);
      // Each line of the welcome heading, as drawn (the heading's box is wider than its text).
      const lines = await page.locator("#hero-title").evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        return [...range.getClientRects()].map(({ left, right, top, bottom }) => ({
          left,
          right,
          top,
          bottom,
        }));
      });
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(overlaps(line, car), `a line of the welcome over the car`).toBe(false);
    });
  }
});

const BREADCRUMB_ROUTES = [
  ...SITE_ROUTES.filter((route) => /^\/gallery\/./.test(route)),
  teamPath("zfr-cv"),
  vehiclePath("zfr-cv", "3.0"),
];

test.describe("the breadcrumb on a phone", () => {
  for (const route of BREADCRUMB_ROUTES) {
    test(`${route}: no line starts with a separator, each stays beside its crumb`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(route);
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 700 });
        const parts = await page
          .getByRole("navigation", { name: "Breadcrumb" })
          .locator("li > *")
          .evaluateAll((elements) =>
            elements.map((element) => {
              const box = element.getBoundingClientRect();
              return {
                separator: element.hasAttribute("data-separator"),
                left: box.left,
                right: box.right,
                middle: (box.top + box.bottom) / 2,
                top: box.top,
              };
            }),
          );
        expect(parts.filter((part) => part.separator).length).toBeGreaterThan(0);
        for (const [index, part] of parts.entries()) {
          const before = parts[index - 1];
          const startsLine = !before || part.top >= before.middle;
          if (part.separator) {
            expect(startsLine, `${width} px: a line starts with "›"`).toBe(false);
            expect(Math.abs(part.middle - before!.middle), `${width} px: "›" beside its crumb`).toBeLessThan(
              2,
            );
            expect(part.left).toBeGreaterThanOrEqual(before!.right);
          }
        }
      }
    });
  }
});

test("the footer's Explore and Quick Links rows line up on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(PAGE_ROUTES.home);
  for (const width of [320, 375, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const middles = (name: string) =>
      page
        .getByRole("region", { name })
        .locator("li")
        .evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            return (box.top + box.bottom) / 2;
          }),
        );
    const [explore, quick] = await Promise.all([middles("Explore"), middles("Quick Links")]);
    expect(explore.length).toBeGreaterThan(0);
    explore.forEach((middle, row) =>
      expect(Math.abs(middle - quick[row]!), `${width} px: row ${row + 1}`).toBeLessThan(1),
    );
  }
});

test.describe("the resume's file input", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px its button is the site's button, and focus shows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE_ROUTES.apply);
      const file = page.locator("input[type='file']");
      const look = await file.evaluate((input) => {
        const button = getComputedStyle(input, "::file-selector-button");
        return {
          radius: button.borderTopLeftRadius,
          font: button.fontFamily,
          transform: button.textTransform,
          border: button.borderTopWidth,
          inputBottom: input.getBoundingClientRect().bottom,
          inputRight: input.getBoundingClientRect().right,
        };
      });
      expect(look.radius).toBe("999px");
      expect(look.font).toContain("Barlow Condensed");
      expect(look.transform).toBe("uppercase");
      expect(look.border).toBe("2px");
      expect(look.inputRight).toBeLessThanOrEqual(width);
      // Reached by the keyboard, it shows the focus ring.
      await file.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(file).toBeFocused();
      const ring = await file.evaluate((input) => {
        const style = getComputedStyle(input);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).toBe("solid");
      expect(ring.width).toBeGreaterThanOrEqual(2);
    });
  }
});

test.describe("the map poster's pin", () => {
  for (const width of [320, 375, 768, 1024, 1280]) {
    test(`at ${width} px it is centred over its button's label`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE_ROUTES.contact);
      const button = page.getByRole("button", { name: /^Load the interactive map/ });
      await button.scrollIntoViewIfNeeded();
      const [frame, label, pin] = await Promise.all([
        button.boundingBox(),
        button.locator("span").boundingBox(),
        page.locator("[data-island='embed'] .map-pin").boundingBox(),
      ]);
      expect(frame && label && pin).toBeTruthy();
      const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
      expect(Math.abs(centre(pin!) - centre(frame!))).toBeLessThanOrEqual(1.5);
      expect(Math.abs(centre(label!) - centre(frame!))).toBeLessThanOrEqual(1.5);
      // Above the label, close to it, and inside the frame.
      expect(pin!.y + pin!.height).toBeLessThanOrEqual(label!.y);
      expect(label!.y - (pin!.y + pin!.height)).toBeLessThan(24);
      expect(pin!.y).toBeGreaterThanOrEqual(frame!.y);
    });
  }
});

test("/downloads lists the downloads before the newsletter box", async ({ page }) => {
  await page.goto(PAGE_ROUTES.downloads);
  await settle(page);
  const downloads = page.getByRole("region", { name: "Useful Downloads" });
  const newsletter = page.getByRole("heading", { name: /newsletter coming soon/i });
  await expect(downloads).toBeVisible();
  const order = await downloads.evaluate(
    (section, heading) =>
      Boolean(heading && section.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING),
    await newsletter.elementHandle(),
  );
  expect(order).toBe(true);
  const [first, second] = await Promise.all([downloads.boundingBox(), newsletter.boundingBox()]);
  expect(first!.y).toBeLessThan(second!.y);
});

/**
 * A block waiting for its scroll reveal once stood 32 px to the right of its place (a fade from the
 * side): at 320 px it stuck out 16 px past the screen on /contact, /event and /supportus, so the page
 * panned sideways and the Menu button sat at the screen's edge until the visitor scrolled. Measured with
 * the body's sideways clip lifted (pages.spec.ts does the same after the reveals), before any block has
 * arrived and after all have.
 */
for (const path of [PAGE_ROUTES.contact, PAGE_ROUTES.events, PAGE_ROUTES.support]) {
  test(`${path} at 320 px never pans sideways, before and after its reveals`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await page.addStyleTag({ content: "html, body { overflow-x: visible !important; }" });
    const wider = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(
      page.locator("[data-inview='false']").first(),
      "blocks waiting to be revealed",
    ).toBeAttached();
    expect(await wider(), "px past the screen before the reveals").toBe(0);
    await settle(page);
    expect(await wider(), "px past the screen after the reveals").toBe(0);
  });
}
