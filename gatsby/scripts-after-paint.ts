import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlFiles } from "./html-files";
import { GATSBY_BUNDLE_TAG } from "./contract";
import { FONT_FACE_RULE, WEB_FONTS_ID } from "./head-components";
import { assetsOf, islandGroup, pageIslands, readWebpackStats } from "./island-chunks";

/**
 * The page paints before its JavaScript is fetched: once the pages are built, Gatsby's async bundle tags
 * (written by its scripts slice, which no SSR API reaches) become one inline loader that adds them, the
 * islands' code and the web fonts after the largest paint or AFTER_PAINT_BOUND_MS. The server hashes the
 * loader into the page's Content-Security-Policy.
 */

/** The longest the loader waits for the largest paint (a slow image, a tab with no frames). */
export const AFTER_PAINT_BOUND_MS = 1000;

export const LOADER_ID = "after-paint";

/** The head's hint holding the first frame until the parser has inserted the loader (at the end of <body>). */
export const FIRST_FRAME_WAITS = `<link rel="expect" href="#${LOADER_ID}" blocking="render"/>`;

/** One web face as the loader adds it; `url`: its WOFF2 file. */
interface WebFace {
  family: string;
  weight: string;
  style: string;
  url: string;
}

/** sessionStorage key set once the web fonts' files are in the HTTP cache (the privacy page promises no cookies). */
export const WEB_FONTS_SEEN_KEY = "sae-zhcet:web-fonts";

/**
 * The inline loader for these script URLs, the islands' code and the web fonts, each request in a task of
 * its own. A tab's first view keeps the fallback faces and only fetches the fonts; later views add every
 * face at once with FontFace (one relayout), or enable the @font-face sheet where that fails.
 */
export function afterPaintLoader(
  sources: readonly string[],
  faces: readonly WebFace[] = [],
  islands: readonly string[] = [],
): string {
  return (
    `<script id="${LOADER_ID}">(function(){var s=${JSON.stringify(sources)},c=${JSON.stringify(islands)},` +
    `w=${JSON.stringify(faces)},` +
    `n=w.length,d=0,ok=[],f=document.getElementById(${JSON.stringify(WEB_FONTS_ID)}),` +
    `F=window.FontFace,S=document.fonts,K=${JSON.stringify(WEB_FONTS_SEEN_KEY)};` +
    `function sheet(){f.media="all"}` +
    `function on(){if(--n>0)return;ok.forEach(function(x){S.add(x)});if(ok.length<w.length)sheet()}` +
    `function seen(){try{return sessionStorage.getItem(K)==="1"}catch(e){return 1}}` +
    // each(list, f, then): f on each item, the first now and each next one in a task of its own, then `then`.
    `function each(l,g,t){var k=0;(function x(){if(k<l.length){g(l[k++]);setTimeout(x,0)}else if(t)t()})()}` +
    `function warm(){var p=[];each(w,function(x){p.push(fetch(x.url,{priority:"low"}).then(function(r){` +
    `if(!r.ok)throw r.status;return r.arrayBuffer()}))},function(){Promise.all(p).then(function(){` +
    `try{sessionStorage.setItem(K,"1")}catch(e){}},function(){})})}` +
    `function fonts(){if(!f)return;if(!n||!F||!S||!S.add)sheet();else if(!seen())warm();else each(w,function(x){var e=new F(x.family,` +
    `'url("'+x.url+'") format("woff2")',{weight:x.weight,style:x.style,display:"swap"});` +
    `e.load().then(function(){ok.push(e)},function(){}).then(on)})}` +
    `function add(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)}` +
    `function go(){if(d)return;d=1;each(s.concat(c),add,fonts)}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `var i=document.querySelector('img[fetchpriority="high"]'),P=window.PerformanceObserver;` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0)new P(function(l,o){` +
    `if(l.getEntries().some(function(e){return!i||e.element===i})){o.disconnect();setTimeout(go,0)}})` +
    `.observe({type:"largest-contentful-paint",buffered:true});` +
    `else if(i&&i.decode)i.decode().then(painted,painted);else painted();` +
    `setTimeout(go,${AFTER_PAINT_BOUND_MS})})()</script>`
  );
}

/** A descriptor's value in one @font-face rule's body, unquoted; `fallback` when the rule has none. */
const descriptor = (rule: string, name: string, fallback: string): string => {
  const value = rule.match(new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`))?.[1]?.trim();
  return value ? value.replace(/^(["'])(.*)\1$/, "$2") : fallback;
};

/**
 * The faces the page's web-font sheet declares (gatsby/head-components.ts), in its order, each with its
 * WOFF2 file. A face without one stops the build: the loader could not add it.
 */
export function webFontFaces(html: string): WebFace[] {
  const sheet = html.match(new RegExp(`<style id="${WEB_FONTS_ID}"[^>]*>([^<]*)</style>`))?.[1] ?? "";
  return [...sheet.matchAll(FONT_FACE_RULE)].map(([, rule]) => {
    const url = rule!.match(/url\(["']?(\/[^)"']+\.woff2)["']?\)/)?.[1];
    if (!url)
      throw new Error(
        `gatsby/scripts-after-paint.ts: a web font's @font-face rule names no WOFF2 file, so the ` +
          `after-paint loader cannot add it: @font-face{${rule!.slice(0, 120)}}`,
      );
    return {
      family: descriptor(rule!, "font-family", ""),
      weight: descriptor(rule!, "font-weight", "normal"),
      style: descriptor(rule!, "font-style", "normal"),
      url,
    };
  });
}

/** The loader in a page rewritten before: its bundles' URLs are the first thing it declares. */
const WRITTEN_LOADER = new RegExp(
  `<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])[\\s\\S]*?</script>`,
);

/** The files of an island's code (`island-hero-1a2b.js`), by its name; none for an island in the app's bundle. */
type IslandFiles = (name: string) => readonly string[];

/** The URLs of the page's islands' code (gatsby/island-chunks.ts), each once, not among `bundles`. */
function islandSources(html: string, bundles: readonly string[], islandFiles: IslandFiles): string[] {
  const base = (bundles[0] ?? "/").replace(/[^/]*$/, "");
  const urls = pageIslands(html).flatMap((name) => islandFiles(name).map((file) => base + file));
  return [...new Set(urls)].filter((url) => !bundles.includes(url));
}

/**
 * The page's HTML with its Gatsby bundle tags replaced by the loader, and FIRST_FRAME_WAITS first in its
 * head. Idempotent: a warm build hands back pages already rewritten.
 */
export function loadScriptsAfterPaint(html: string, islandFiles: IslandFiles = () => []): string {
  const tags = [...html.matchAll(GATSBY_BUNDLE_TAG)].map((match) => match[1]!);
  const written = tags.length === 0 ? html.match(WRITTEN_LOADER) : null;
  const sources = written ? (JSON.parse(written[1]!) as string[]) : tags;
  const loader = () =>
    afterPaintLoader(sources, webFontFaces(html), islandSources(html, sources, islandFiles));
  let first = true;
  const loaded = written
    ? html.replace(WRITTEN_LOADER, loader)
    : html.replace(GATSBY_BUNDLE_TAG, () => {
        if (!first) return "";
        first = false;
        return loader();
      });
  if (!loaded.includes(`id="${LOADER_ID}"`)) return loaded;
  return loaded
    .split(FIRST_FRAME_WAITS)
    .join("")
    .replace(/<head>/, `<head>${FIRST_FRAME_WAITS}`);
}

/** A string only the loader holds: a page holds exactly one loader. */
const LOADER_MARKER = "function painted(){";

const countOf = (html: string, part: string) => html.split(part).length - 1;

/**
 * What is wrong with a built page's scripts: not exactly one loader, a bundle tag left async, or (given
 * `islandFiles`) an island's code the loader does not request.
 */
export function loaderProblems(html: string, islandFiles: IslandFiles = () => []): string[] {
  const problems: string[] = [];
  const written = html.match(WRITTEN_LOADER);
  if (written) {
    const missing = islandSources(html, JSON.parse(written[1]!) as string[], islandFiles).filter(
      (url) => !written[0].includes(JSON.stringify(url)),
    );
    if (missing.length > 0) problems.push(`the loader does not request its islands' ${missing.join(", ")}`);
  }
  const loaders = countOf(html, LOADER_MARKER);
  if (loaders !== 1) problems.push(`${loaders} after-paint loaders, not one`);
  // A document's head (Gatsby's slice files, stitched into the pages, have none).
  const head = html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "";
  if (
    /<html[\s>]/.test(html) &&
    (!head.includes(FIRST_FRAME_WAITS) || countOf(html, FIRST_FRAME_WAITS) !== 1)
  )
    problems.push(`the head does not hold ${FIRST_FRAME_WAITS} once`);
  if (countOf(html, `id="${LOADER_ID}"`) !== 1) problems.push(`no single element with id="${LOADER_ID}"`);
  const async = [...html.matchAll(GATSBY_BUNDLE_TAG)].map((match) => match[1]);
  if (async.length > 0) problems.push(`Gatsby's bundle tags left as they were: ${async.join(", ")}`);
  return problems;
}

/** Rewrites every built page; Gatsby's contract ("bundle-tags") checks them after the build. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  let rewritten = 0;
  const publicDir = path.resolve("public");
  const stats = readWebpackStats(publicDir);
  const islandFiles: IslandFiles = (name) => assetsOf(stats, islandGroup(name));
  for (const file of htmlFiles(publicDir)) {
    const html = await fs.readFile(file, "utf8");
    const after = loadScriptsAfterPaint(html, islandFiles);
    if (after !== html) {
      await fs.writeFile(file, after);
      rewritten += 1;
    }
  }
  reporter.info(`scripts after first paint: ${rewritten} HTML files load Gatsby's bundles once painted`);
};
