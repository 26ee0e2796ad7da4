import { AFTER_PAINT_BOUND_MS, LOADER_ID } from "../../gatsby/scripts-after-paint";
import { expect, skipLoadingScreen, test } from "./fixtures";
import { firstAlbumPath } from "./site-content";

/**
 * The largest paint of each key page on a phone: where it is a photo, that photo is the one
 * image the page prioritises (ui/Picture's `priority`: fetched first, and the after-paint loader holds
 * the bundles and the web fonts until it is drawn); where it is text, no image competes for first place.
 * Either way no script or font file is requested before the largest paint is on screen, unless the
 * loader's bound (AFTER_PAINT_BOUND_MS after it ran) came first: then none before that bound. (On a
 * 2-core machine busy with the rest of the suite, /alumnis's photo was drawn 1.06 s after the loader
 * ran, in a clean-clone CI run: its scripts had rightly started at the bound, 63 ms before.)
 */
const LARGEST_PAINT: Record<string, "image" | "text"> = {
  "/": "image",
  "/zfr-cv": "text",
  "/zfr-cv/3.0": "image",
  [firstAlbumPath()]: "image",
  "/sponsors": "text",
  "/alumnis": "image",
  "/contact": "text",
  "/apply": "text",
  // Beyond the eight audited pages: the board, whose round portraits are smaller than its introduction,
  // and two more whose largest paint is a photo.
  "/governingboard": "text",
  "/tgw/9.0": "image",
  "/zfr-cv/1.0": "image",
};

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

for (const [path, kind] of Object.entries(LARGEST_PAINT)) {
  test(`${path}: the largest paint is ${kind === "image" ? "the one prioritised image" : "text, and no image is prioritised"}, and comes before any script`, async ({
    page,
  }) => {
    await skipLoadingScreen(page);
    // When the loader's bound falls: it sets its timer as its own script runs (the current script).
    await page.addInitScript(
      ({ id, bound }) => {
        const set = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
          if (document.currentScript?.id === id && delay === bound)
            (window as { loaderBound?: number }).loaderBound = performance.now() + bound;
          return set(handler, delay, ...rest);
        }) as typeof window.setTimeout;
      },
      { id: LOADER_ID, bound: AFTER_PAINT_BOUND_MS },
    );
    await page.goto(path);
    // The load event does not wait for an image to be decoded and drawn: read the largest paint once
    // the prioritised image (if any) is decoded and two frames have been drawn after it.
    await page.evaluate(async () => {
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      await image?.decode().catch(() => undefined);
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    });
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; priority: string | null; at: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
            resolve({
              tag: entry?.element?.tagName.toLowerCase() ?? "none",
              priority: entry?.element?.getAttribute("fetchpriority") ?? null,
              at: entry?.startTime ?? Infinity,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    // The after-paint loader starts no script (nor the web fonts' files) before that paint is on
    // screen, or its bound if that came first: Lighthouse counts whatever started earlier in the
    // largest paint's time. The headings' face is the exception, preloaded by the head so the first
    // view shows the brand (src/styles/brand-font.ts).
    const bound = await page.evaluate(() => (window as { loaderBound?: number }).loaderBound);
    expect(bound, "the loader ran and set its bound").toEqual(expect.any(Number));
    const early = await page.evaluate(
      (before) =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter(({ name, initiatorType }) => initiatorType === "script" || name.endsWith(".woff2"))
          .filter(
            ({ name }) =>
              !document.querySelector(`link[rel="preload"][as="font"][href="${new URL(name).pathname}"]`),
          )
          .filter(({ startTime }) => startTime < before)
          .map(({ name, startTime }) => `${new URL(name).pathname} at ${Math.round(startTime)} ms`),
      Math.min(largest.at, bound!),
    );
    expect(
      early,
      `started before the largest paint (${Math.round(largest.at)} ms) and the loader's bound (${Math.round(bound!)} ms)`,
    ).toEqual([]);
    const prioritised = page.locator('img[fetchpriority="high"]');
    if (kind === "image") {
      expect({ tag: largest.tag, priority: largest.priority }).toEqual({ tag: "img", priority: "high" });
      await expect(prioritised).toHaveCount(1);
    } else {
      expect(largest.tag).not.toBe("img");
      await expect(prioritised).toHaveCount(0);
    }
  });
}

/**
 * Under load the parser yields and the browser paints what it has so far: the logo, then the first
 * paragraphs. The loader would go on such a partial frame's report, and a larger text painted a frame
 * later would come after the fonts and bundles had started. The head's `rel=expect` hint holds the first
 * frame until the parser has inserted the loader: every element of the page is in it. (With a 4×
 * slower CPU, nearly every visit of the build without the hint drew its first frame with only the
 * head parsed.)
 */
for (const path of ["/apply", "/sponsors", "/zfr-cv", "/"]) {
  test(`${path}: the first frame is drawn once the whole page is parsed, on a 4× slower CPU`, async ({
    page,
  }) => {
    await skipLoadingScreen(page);
    await page.addInitScript(
      (id) =>
        requestAnimationFrame(() => {
          (window as { firstFrame?: unknown }).firstFrame = {
            loader: document.getElementById(id) !== null,
            footer: document.querySelector("footer") !== null,
          };
        }),
      LOADER_ID,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(path);
    await expect
      .poll(() => page.evaluate(() => (window as { firstFrame?: unknown }).firstFrame))
      .toEqual({ loader: true, footer: true });
  });
}
