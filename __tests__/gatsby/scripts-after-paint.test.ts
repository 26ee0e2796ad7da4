import { afterPaintLoader, loadScriptsAfterPaint } from "../../gatsby/scripts-after-paint";

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

  it("adds each script once, after a painted frame, or after a second without frames", () => {
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
    } finally {
      raf.mockRestore();
      jest.useRealTimers();
      document.body.innerHTML = "";
    }
  });
});
