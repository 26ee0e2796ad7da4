import { afterPaintLoader, loadScriptsAfterPaint } from "../../gatsby/scripts-after-paint";
import { WEB_FONTS_ID } from "../../gatsby/head-components";

const BUNDLES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
const PAGE = `<!DOCTYPE html><html><body><main>Hi</main><!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="h";</script>${BUNDLES.map(
  (src) => `<script src="${src}" async></script>`,
).join("")}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("Gatsby's bundles load after the first paint", () => {
  it("replaces the bundle tags with one inline loader naming them in order", () => {
    const html = loadScriptsAfterPaint(PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(afterPaintLoader(BUNDLES));
    expect(html).toContain('window.___webpackCompilationHash="h";</script><script>(function(){');
    expect(html.match(/<script>\(function\(\)\{var s=/g)).toHaveLength(1);
  });

  it("leaves a rewritten page, and a page without bundles, as they are", () => {
    const once = loadScriptsAfterPaint(PAGE);
    expect(loadScriptsAfterPaint(once)).toBe(once);
    expect(loadScriptsAfterPaint("<html><body>static</body></html>")).toBe(
      "<html><body>static</body></html>",
    );
  });

  it("adds each script once, after a painted frame (the one drawing a prioritised image), or after a second", async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const loader = afterPaintLoader(BUNDLES).replace(/^<script>|<\/script>$/g, "");
      const added = () =>
        Array.from(document.body.querySelectorAll("script")).map((s) => s.getAttribute("src"));
      new Function(loader)();
      expect(added()).toEqual([]);
      frames.forEach((callback) => callback(0));
      expect(added()).toEqual([]); // the frame is being painted: not yet
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(BUNDLES);
      jest.advanceTimersByTime(1000);
      expect(added()).toEqual(BUNDLES);

      document.body.innerHTML = "";
      frames.length = 0;
      new Function(loader)();
      jest.advanceTimersByTime(1000); // no frame came
      expect(added()).toEqual(BUNDLES);

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
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(BUNDLES);

      // A page without web-font files enables its sheet with them.
      document.body.innerHTML = `<style id="${WEB_FONTS_ID}" media="not all"></style>`;
      const sheet = document.getElementById(WEB_FONTS_ID) as HTMLStyleElement;
      frames.length = 0;
      new Function(loader)();
      expect(sheet.media).toBe("not all");
      frames.forEach((callback) => callback(0));
      jest.advanceTimersByTime(0);
      expect(sheet.media).toBe("all");
      expect(added()).toEqual(BUNDLES);

      // An image that never arrives holds them back a second at most.
      decoding();
      frames.length = 0;
      new Function(loader)();
      jest.advanceTimersByTime(999);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(BUNDLES);
    } finally {
      raf.mockRestore();
      jest.useRealTimers();
      document.body.innerHTML = "";
    }
  });

  it("fetches the web fonts with the bundles and enables their sheet once every file has arrived or failed", () => {
    const FONTS = ["/static/inter-400.woff2", "/static/inter-600.woff2"];
    const sheet = `<style id="${WEB_FONTS_ID}" media="not all">${FONTS.map(
      (url) =>
        `@font-face{font-family:Inter;src:url(${url}) format("woff2"),url(${url.replace(".woff2", ".woff")}) format("woff")}`,
    ).join("")}</style>`;
    const html = loadScriptsAfterPaint(PAGE.replace("<body>", `<body>${sheet}`));
    expect(html).toContain(afterPaintLoader(BUNDLES, FONTS));

    jest.useFakeTimers();
    try {
      document.head.innerHTML = "";
      document.body.innerHTML = sheet;
      const style = document.getElementById(WEB_FONTS_ID) as HTMLStyleElement;
      new Function(afterPaintLoader(BUNDLES, FONTS).replace(/^<script>|<\/script>$/g, ""))();
      jest.advanceTimersByTime(1000);
      const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
      expect(preloads.map((link) => [link.getAttribute("href"), link.as, link.crossOrigin])).toEqual(
        FONTS.map((url) => [url, "font", "anonymous"]),
      );
      preloads[0]!.dispatchEvent(new Event("load"));
      expect(style.media).toBe("not all"); // one face alone would lay the page out again
      preloads[1]!.dispatchEvent(new Event("error"));
      expect(style.media).toBe("all");
    } finally {
      jest.useRealTimers();
      document.head.innerHTML = "";
      document.body.innerHTML = "";
    }
  });
});
