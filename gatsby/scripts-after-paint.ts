import fs from "node:fs/promises";
import path from "node:path";
import type { Reporter } from "gatsby";
import { htmlFiles } from "./html-files";
import { WEB_FONTS_ID } from "./head-components";

/**
 * The page paints before its JavaScript is fetched.
 *
 * Gatsby ends every page with `<script src async>` for its core bundles (webpack runtime, React, the
 * app: about 85 KB gzip), written through its scripts slice, which no SSR API can reach. On a first
 * visit the browser fetches them at once, beside the fonts and the largest image, and an async script
 * that arrives before the first paint runs before it and holds it back. So once the pages are built,
 * those tags become one tiny inline script that adds the same scripts after the first frame has been
 * painted, or, on a page whose largest paint is a prioritised image (ui/Picture's `priority`), after
 * the frame that draws that image, loaded and decoded. The web fonts are fetched at the same moment
 * and their sheet enabled (gatsby/head-components.ts): the largest paint's bytes and paint come before
 * hydration's and the fonts'. A second's timer bounds the wait (a slow image, or no frames, as in a
 * background tab). Clicks and typing before hydration are kept (src/lib/early-input.ts); the server
 * hashes the inline script into the page's Content-Security-Policy like Gatsby's own.
 */

/** `<script src="/…" async></script>`, as Gatsby's scripts slice writes each bundle. */
const ASYNC_SCRIPT = /<script src="(\/[^"<>]+\.js)" async><\/script>/g;

/**
 * The inline loader for these script URLs (same-origin paths, in Gatsby's order) and the web fonts'
 * files. The fonts are fetched first and their sheet enabled once all have arrived (or failed): each
 * face that lands on its own lays the whole page out again, three times on a slow phone instead of once.
 */
export function afterPaintLoader(sources: readonly string[], fonts: readonly string[] = []): string {
  return (
    `<script>(function(){var s=${JSON.stringify(sources)},w=${JSON.stringify(fonts)},n=w.length,d=0,` +
    `f=document.getElementById(${JSON.stringify(WEB_FONTS_ID)});` +
    `function on(){if(--n<=0)f.media="all"}` +
    `function go(){if(d)return;d=1;` +
    `if(f){if(!n)on();w.forEach(function(u){var l=document.createElement("link");l.rel="preload";` +
    `l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=u;l.onload=l.onerror=on;` +
    `document.head.appendChild(l)})}` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `var i=document.querySelector('img[fetchpriority="high"]');` +
    `if(i&&i.decode)i.decode().then(painted,painted);else painted();` +
    `setTimeout(go,1000)})()</script>`
  );
}

/** The WOFF2 files the page's web-font sheet names (gatsby/head-components.ts), in its order. */
function webFontFiles(html: string): string[] {
  const sheet = html.match(new RegExp(`<style id="${WEB_FONTS_ID}"[^>]*>([^<]*)</style>`))?.[1] ?? "";
  return [...sheet.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map((match) => match[1]!);
}

/**
 * The page's HTML with its run of Gatsby bundle tags replaced by the loader; unchanged when it has
 * none (already rewritten, or a page without Gatsby's scripts).
 */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return afterPaintLoader(sources, webFontFiles(html));
  });
}

/** A string only the loader holds: a page holds exactly one loader. */
export const LOADER_MARKER = "function painted(){";

/** What is wrong with a built page's scripts: not exactly one loader, or a bundle tag left async. */
export function loaderProblems(html: string): string[] {
  const problems: string[] = [];
  const loaders = html.split(LOADER_MARKER).length - 1;
  if (loaders !== 1) problems.push(`${loaders} after-paint loaders, not one`);
  const async = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (async.length > 0) problems.push(`Gatsby's bundle tags left as they were: ${async.join(", ")}`);
  return problems;
}

/** Rewrites every built page (onPostBuild, gatsby/on-post-build.ts); stops the build if one is not as expected. */
export async function loadBundlesAfterPaint(reporter: Reporter): Promise<void> {
  let rewritten = 0;
  const problems: string[] = [];
  const publicDir = path.resolve("public");
  for (const file of htmlFiles(publicDir)) {
    const html = await fs.readFile(file, "utf8");
    const after = loadScriptsAfterPaint(html);
    if (after !== html) {
      await fs.writeFile(file, after);
      rewritten += 1;
    }
    // The content editor's page has no Gatsby bundles.
    if (path.relative(publicDir, file).startsWith("admin")) continue;
    problems.push(...loaderProblems(after).map((problem) => `${path.relative(publicDir, file)}: ${problem}`));
  }
  if (problems.length > 0) {
    reporter.panic(
      `gatsby/scripts-after-paint.ts: Gatsby's script tags are no longer what the rewrite expects ` +
        `(<script src="/…js" async>, written by its scripts slice):\n  ${problems.slice(0, 10).join("\n  ")}`,
    );
  }
  reporter.info(`scripts after first paint: ${rewritten} HTML files load Gatsby's bundles once painted`);
}
