import {
  AFTER_PAINT_BOUND_MS,
  afterPaintLoader,
  FIRST_FRAME_WAITS,
  loaderProblems,
  loadScriptsAfterPaint,
  WEB_FONTS_SEEN_KEY,
  webFontFaces,
} from "../../gatsby/scripts-after-paint";
import { WEB_FONTS_ID } from "../../gatsby/head-components";

const BUNDLES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
const PAGE = `<!DOCTYPE html><html><head><title>T</title></head><body><main>Hi</main><!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="h";</script>${BUNDLES.map(
  (src) => `<script src="${src}" async></script>`,
).join("")}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("Gatsby's bundles load after the first paint", () => {
  /** The loader as the page runs it, and the scripts it has added so far. */
  const loader = afterPaintLoader(BUNDLES).replace(/^<script[^>]*>|<\/script>$/g, "");
  const addedScripts = () =>
    Array.from(document.body.querySelectorAll("script")).map((s) => s.getAttribute("src"));

  it("replaces the bundle tags with one inline loader naming them in order", () => {
    const html = loadScriptsAfterPaint(PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(afterPaintLoader(BUNDLES));
    expect(html).toContain(
      'window.___webpackCompilationHash="h";</script><script id="after-paint">(function(){',
    );
    expect(html.match(/<script id="after-paint">\(function\(\)\{var s=/g)).toHaveLength(1);
  });

  it("holds the page's first frame until the parser has reached the loader, so it paints the whole page", () => {
    const html = loadScriptsAfterPaint(PAGE);
    expect(html).toContain(`<head>${FIRST_FRAME_WAITS}<title>T</title>`);
    expect(FIRST_FRAME_WAITS).toBe('<link rel="expect" href="#after-paint" blocking="render"/>');
    expect(loaderProblems(html)).toEqual([]);
    expect(loaderProblems(html.replace(FIRST_FRAME_WAITS, ""))).toEqual([
      `the head does not hold ${FIRST_FRAME_WAITS} once`,
    ]);
    expect(loaderProblems(html.replace(' id="after-paint"', ""))).toEqual([
      'no single element with id="after-paint"',
    ]);
    // Gatsby's slice files, stitched into the pages at build time, are no documents: no head to hold.
    const slice = loadScriptsAfterPaint(PAGE.replace(/^.*<body>/, "").replace("</body></html>", ""));
    expect(loaderProblems(slice)).toEqual([]);
    // A warm build stitches a page Gatsby did not render again from that rewritten slice: loader, no hint.
    const stitched = `<!DOCTYPE html><html><head><title>T</title></head><body>${slice}</body></html>`;
    expect(loaderProblems(stitched)).toEqual([`the head does not hold ${FIRST_FRAME_WAITS} once`]);
    expect(loadScriptsAfterPaint(stitched)).toBe(html);
    // …or a page with the hint from its last build and a scripts slice Gatsby rendered anew.
    expect(loadScriptsAfterPaint(PAGE.replace("<head>", `<head>${FIRST_FRAME_WAITS}`))).toBe(html);
    expect(loaderProblems(PAGE)).toEqual([
      "0 after-paint loaders, not one",
      `the head does not hold ${FIRST_FRAME_WAITS} once`,
      'no single element with id="after-paint"',
      "Gatsby's bundle tags left as they were: /webpack-runtime-1.js, /framework-2.js, /app-3.js",
    ]);
  });

  it("leaves a rewritten page, and a page without bundles, as they are", () => {
    const once = loadScriptsAfterPaint(PAGE);
    expect(loadScriptsAfterPaint(once)).toBe(once);
    expect(loadScriptsAfterPaint("<html><body>static</body></html>")).toBe(
      "<html><body>static</body></html>",
    );
  });

  it("adds each script once, one a task, after a painted frame (the one drawing a prioritised image), or after a second", async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      new Function(loader)();
      expect(addedScripts()).toEqual([]);
      frames.forEach((callback) => callback(0));
      expect(addedScripts()).toEqual([]); // the frame is being painted: not yet
      jest.advanceTimersByTime(0);
      expect(addedScripts()).toEqual(BUNDLES.slice(0, 1));
      // Each next one in a task of its own (a timer set in one runs 1 ms later, in fake time).
      jest.advanceTimersByTime(1);
      expect(addedScripts()).toEqual(BUNDLES.slice(0, 2));
      jest.advanceTimersByTime(1);
      expect(addedScripts()).toEqual(BUNDLES);
      jest.advanceTimersByTime(AFTER_PAINT_BOUND_MS);
      expect(addedScripts()).toEqual(BUNDLES);

      document.body.innerHTML = "";
      frames.length = 0;
      new Function(loader)();
      jest.advanceTimersByTime(AFTER_PAINT_BOUND_MS); // no frame came
      expect(addedScripts()).toEqual(BUNDLES.slice(0, 1));
      jest.advanceTimersByTime(2);
      expect(addedScripts()).toEqual(BUNDLES);

      // The page's largest paint is a prioritised image, still loading and decoding: its frame comes first.
      const decoding = () => {
        document.body.innerHTML = '<img fetchpriority="high" src="/hero.jpg" alt="">';
        let decoded: () => void = () => undefined;
        const img = document.querySelector("img")!;
        img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
        return () => decoded();
      };
      const heroDecoded = decoding();
      frames.length = 0;
      new Function(loader)();
      await Promise.resolve();
      expect(frames).toHaveLength(0);
      heroDecoded();
      await Promise.resolve();
      expect(frames).toHaveLength(1);
      frames.forEach((callback) => callback(0));
      expect(addedScripts()).toEqual([]);
      jest.advanceTimersByTime(2);
      expect(addedScripts()).toEqual(BUNDLES);

      // A page without web-font files enables its sheet with them.
      document.body.innerHTML = `<style id="${WEB_FONTS_ID}" media="not all"></style>`;
      const sheet = document.getElementById(WEB_FONTS_ID) as HTMLStyleElement;
      frames.length = 0;
      new Function(loader)();
      expect(sheet.media).toBe("not all");
      frames.forEach((callback) => callback(0));
      jest.advanceTimersByTime(2);
      expect(addedScripts()).toEqual(BUNDLES);
      // The fonts come in a task of their own, after the scripts' (each request costs the main thread).
      expect(sheet.media).toBe("not all");
      jest.advanceTimersByTime(1);
      expect(sheet.media).toBe("all");

      // An image that never arrives holds them back a second at most.
      decoding();
      frames.length = 0;
      new Function(loader)();
      jest.advanceTimersByTime(999);
      expect(addedScripts()).toEqual([]);
      jest.advanceTimersByTime(3);
      expect(addedScripts()).toEqual(BUNDLES);
    } finally {
      raf.mockRestore();
      jest.useRealTimers();
      document.body.innerHTML = "";
    }
  });

  it("where the browser reports the largest paint, waits for that report (the prioritised image's, if any)", () => {
    jest.useFakeTimers();
    type Entry = { element: Element | null };
    type Callback = (list: { getEntries: () => Entry[] }, observer: FakeObserver) => void;
    const observers: FakeObserver[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      on = false;
      constructor(readonly callback: Callback) {
        observers.push(this);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "largest-contentful-paint", buffered: true });
        this.on = true;
      }
      disconnect() {
        this.on = false;
      }
    }
    const report = (...entries: Entry[]) =>
      observers.filter((o) => o.on).forEach((o) => o.callback({ getEntries: () => entries }, o));
    const original = window.PerformanceObserver;
    const raf = jest.spyOn(window, "requestAnimationFrame");
    (window as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
    try {
      // A page whose largest paint is text: the first report is enough.
      new Function(loader)();
      jest.advanceTimersByTime(500);
      expect(addedScripts()).toEqual([]);
      report({ element: document.body });
      expect(addedScripts()).toEqual([]); // in a task of its own
      jest.advanceTimersByTime(0);
      expect(addedScripts()).toEqual(BUNDLES.slice(0, 1));
      jest.advanceTimersByTime(2); // each next one in a task of its own
      expect(addedScripts()).toEqual(BUNDLES);
      jest.advanceTimersByTime(AFTER_PAINT_BOUND_MS);
      expect(addedScripts()).toEqual(BUNDLES);

      // A prioritised image: a text painted before it is not the report waited for.
      document.body.innerHTML = '<p>Intro</p><img fetchpriority="high" src="/hero.jpg" alt="">';
      new Function(loader)();
      report({ element: document.querySelector("p") });
      jest.advanceTimersByTime(0);
      expect(addedScripts()).toEqual([]);
      report({ element: document.querySelector("p") }, { element: document.querySelector("img") });
      jest.advanceTimersByTime(2);
      expect(addedScripts()).toEqual(BUNDLES);
      expect(raf).not.toHaveBeenCalled();

      // No report within a second: they load anyway.
      document.body.innerHTML = '<img fetchpriority="high" src="/hero.jpg" alt="">';
      new Function(loader)();
      jest.advanceTimersByTime(1002);
      expect(addedScripts()).toEqual(BUNDLES);
    } finally {
      (window as { PerformanceObserver: unknown }).PerformanceObserver = original;
      raf.mockRestore();
      jest.useRealTimers();
      document.body.innerHTML = "";
    }
  });

  describe("the islands' code, requested by the loader", () => {
    const ISLAND_FILES: Record<string, string[]> = {
      hero: ["island-hero-4.js"],
      embed: ["island-embed-5.js"],
      "site-header": [], // in the app's bundle
    };
    const islandFiles = (name: string) => ISLAND_FILES[name] ?? [];
    const island = (name: string, inside = "") =>
      `<div data-island="${name}" data-props="{}">${inside}</div>`;
    const WITH_ISLANDS = PAGE.replace(
      "<main>Hi</main>",
      `${island("site-header")}<main><div>${island("hero")}</div>${island("embed")}${island("embed")}` +
        `${island("gallery", island("nested"))}</main>`,
    );

    it("lists the code of the page's islands, each once, in document order, none inside another island", () => {
      const html = loadScriptsAfterPaint(WITH_ISLANDS, (name) =>
        name === "nested" ? ["island-nested-6.js"] : islandFiles(name),
      );
      expect(html).toContain(afterPaintLoader(BUNDLES, [], ["/island-hero-4.js", "/island-embed-5.js"]));
      expect(html).not.toContain("island-nested-6.js");
      expect(loaderProblems(html, islandFiles)).toEqual([]);
      // A loader that lost them (written without them) stops the build.
      const without = loadScriptsAfterPaint(WITH_ISLANDS);
      expect(loaderProblems(without, islandFiles)).toEqual([
        "the loader does not request its islands' /island-hero-4.js, /island-embed-5.js",
      ]);
    });

    it("writes a page's loader anew when a warm build stitched it from a rewritten scripts slice", () => {
      const html = loadScriptsAfterPaint(WITH_ISLANDS, islandFiles);
      // The slice file (no islands, no fonts of its own), rewritten, then stitched into the page.
      const slice = loadScriptsAfterPaint(
        PAGE.replace(/^.*<body><main>Hi<\/main>/, "").replace("</body></html>", ""),
      );
      const stitched = WITH_ISLANDS.replace(/<!-- slice-start[\s\S]*<!-- slice-end[^>]*-->/, slice);
      expect(stitched).not.toContain("island-hero-4.js");
      expect(loadScriptsAfterPaint(stitched, islandFiles)).toBe(html);
      expect(loadScriptsAfterPaint(html, islandFiles)).toBe(html);
    });

    it("adds them after the bundles', one a task, and then the fonts' requests", () => {
      jest.useFakeTimers();
      const raf = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
        callback(0);
        return 1;
      });
      try {
        document.body.innerHTML = `<style id="${WEB_FONTS_ID}" media="not all"></style>`;
        const sheet = document.getElementById(WEB_FONTS_ID) as HTMLStyleElement;
        new Function(
          afterPaintLoader(BUNDLES, [], ["/island-hero-4.js"]).replace(/^<script[^>]*>|<\/script>$/g, ""),
        )();
        jest.advanceTimersByTime(2); // one task a bundle (a timer set in one runs 1 ms later, in fake time)
        expect(addedScripts()).toEqual(BUNDLES);
        expect(sheet.media).toBe("not all");
        jest.advanceTimersByTime(1); // the next task
        expect(addedScripts()).toEqual([...BUNDLES, "/island-hero-4.js"]);
        expect(sheet.media).toBe("not all");
        jest.advanceTimersByTime(1); // the one after
        expect(sheet.media).toBe("all");
        jest.advanceTimersByTime(AFTER_PAINT_BOUND_MS);
        expect(addedScripts()).toEqual([...BUNDLES, "/island-hero-4.js"]);
      } finally {
        raf.mockRestore();
        jest.useRealTimers();
        document.body.innerHTML = "";
      }
    });
  });

  const FACES = [
    { family: "Barlow Condensed", weight: "700", style: "normal", url: "/static/barlow-700.woff2" },
    { family: "Inter", weight: "400", style: "normal", url: "/static/inter-400.woff2" },
    { family: "Inter", weight: "600", style: "normal", url: "/static/inter-600.woff2" },
  ];
  // As @fontsource writes them, and with the descriptors quoted and spaced another way.
  const SHEET = `<style id="${WEB_FONTS_ID}" media="not all">${FACES.map(({ family, weight, url }, index) =>
    index === 0
      ? `@font-face{font-display:swap;font-family:${family};font-style:normal;font-weight:${weight};src:url(${url}) format("woff2"),url(${url.replace(".woff2", ".woff")}) format("woff")}`
      : `@font-face { font-family: "${family}"; font-weight: ${weight}; src: url('${url}') format("woff2"); }`,
  ).join("")}</style>`;

  it("reads each face of the web-font sheet, with its WOFF2 file, into the loader", () => {
    expect(webFontFaces(SHEET)).toEqual(FACES);
    expect(loadScriptsAfterPaint(PAGE.replace("<body>", `<body>${SHEET}`))).toContain(
      afterPaintLoader(BUNDLES, FACES),
    );
    expect(() => webFontFaces(SHEET.replace(/\.woff2/g, ".ttf"))).toThrow(/names no WOFF2 file.*Barlow/);
  });

  describe("the web fonts, fetched with the bundles", () => {
    type Face = {
      family: string;
      descriptors: FontFaceDescriptors;
      source: string;
      at: number;
      settle: (ok: boolean) => void;
    };
    let faces: Face[];
    let added: Face[];
    const original = { FontFace: window.FontFace, fonts: Object.getOwnPropertyDescriptor(document, "fonts") };
    const run = () => {
      document.body.innerHTML = SHEET;
      new Function(afterPaintLoader(BUNDLES, FACES).replace(/^<script[^>]*>|<\/script>$/g, ""))();
      jest.runAllTimers(); // the second's wait, then the loader's tasks, one a request
      return document.getElementById(WEB_FONTS_ID) as HTMLStyleElement;
    };
    beforeEach(() => {
      jest.useFakeTimers();
      faces = [];
      added = [];
      class FakeFace {
        settle: (ok: boolean) => void = () => undefined;
        at = Date.now();
        constructor(
          public family: string,
          public source: string,
          public descriptors: FontFaceDescriptors,
        ) {
          faces.push(this as unknown as Face);
        }
        load() {
          return new Promise((resolve, reject) => {
            this.settle = (ok) => (ok ? resolve(this) : reject(new Error("network")));
          });
        }
      }
      Object.assign(window, { FontFace: FakeFace });
      Object.defineProperty(document, "fonts", {
        configurable: true,
        value: { add: (face: Face) => added.push(face) },
      });
      // A later view in the tab: the browser already holds the files.
      sessionStorage.setItem(WEB_FONTS_SEEN_KEY, "1");
    });
    afterEach(() => {
      sessionStorage.clear();
      jest.useRealTimers();
      Object.assign(window, { FontFace: original.FontFace });
      if (original.fonts) Object.defineProperty(document, "fonts", original.fonts);
      else delete (document as unknown as Record<string, unknown>).fonts;
      document.body.innerHTML = "";
    });
    const flush = async () => {
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    };

    it("adds every face together once all have arrived: the page is laid out again once", async () => {
      const sheet = run();
      expect(faces.map((face) => [face.family, face.source, face.descriptors])).toEqual(
        FACES.map(({ family, weight, style, url }) => [
          family,
          `url("${url}") format("woff2")`,
          { weight, style, display: "swap" },
        ]),
      );
      expect(faces.map(({ at }) => at - faces[0]!.at)).toEqual([0, 1, 2]); // one request a task
      faces[1]!.settle(true);
      faces[0]!.settle(true);
      await flush();
      expect(added).toEqual([]); // one face alone would lay the page out again
      faces[2]!.settle(true);
      await flush();
      expect(added).toHaveLength(3);
      expect(sheet.media).toBe("not all");
    });

    it("falls back to the sheet (and its WOFF files) when a face fails, keeping those that arrived", async () => {
      const sheet = run();
      faces[0]!.settle(true);
      faces[1]!.settle(false);
      faces[2]!.settle(true);
      await flush();
      expect(added.map((face) => face.family)).toEqual(["Barlow Condensed", "Inter"]);
      expect(sheet.media).toBe("all");
    });

    describe("on a tab's first view", () => {
      let fetched: { url: string; init: RequestInit; at: number; settle: (status: number) => void }[];
      beforeEach(() => {
        sessionStorage.clear();
        fetched = [];
        Object.assign(window, {
          fetch: (url: string, init: RequestInit) =>
            new Promise((resolve) =>
              fetched.push({
                url,
                init,
                at: Date.now(),
                settle: (status) =>
                  resolve({ ok: status === 200, arrayBuffer: async () => new ArrayBuffer(8) }),
              }),
            ),
        });
      });
      afterEach(() => {
        delete (window as unknown as Record<string, unknown>).fetch;
      });

      it("keeps the fallback faces (no second layout) and only fetches the files, at low priority", async () => {
        const sheet = run();
        expect(faces).toEqual([]);
        expect(fetched.map(({ url, init }) => [url, init.priority])).toEqual(
          FACES.map(({ url }) => [url, "low"]),
        );
        // Each request in a task of its own (fake time moves 1 ms a nested task).
        expect(fetched.map(({ at }) => at - fetched[0]!.at)).toEqual([0, 1, 2]);
        fetched.forEach((request) => request.settle(200));
        await flush();
        expect(added).toEqual([]);
        expect(sheet.media).toBe("not all");
        expect(sessionStorage.getItem(WEB_FONTS_SEEN_KEY)).toBe("1");
      });

      it("fetches them again on the next view if one failed", async () => {
        run();
        fetched[0]!.settle(200);
        fetched[1]!.settle(404);
        fetched[2]!.settle(200);
        await flush();
        expect(sessionStorage.getItem(WEB_FONTS_SEEN_KEY)).toBeNull();
      });

      it("uses the web fonts at once when the browser keeps no storage", () => {
        const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
          throw new DOMException("denied", "SecurityError");
        });
        try {
          run();
          expect(faces).toHaveLength(3);
          expect(fetched).toEqual([]);
        } finally {
          getItem.mockRestore();
        }
      });
    });

    it("enables the sheet in a browser without the FontFace API", () => {
      Object.assign(window, { FontFace: undefined });
      expect(run().media).toBe("all");
      expect(faces).toEqual([]);
    });
  });
});
