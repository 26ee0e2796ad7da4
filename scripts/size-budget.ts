/**
 * Runs after `gatsby build` (npm's postbuild): prints the gzip size of the JavaScript each built page
 * can load and enforces a budget: the home page at most 96 KB of gzipped JavaScript, every other page
 * at most 92 KB. A page loads the shared runtime (webpack's, React, the site's entry
 * src/lib/browser-app.ts with emotion, and the layout's islands) and the code of each other island it
 * holds (src/islands.ts, chunk groups `island-<name>`); this counts what an island may load later too
 * (`island-<name>.<part>`, such as the home page's carousel library, 17 KB, loaded when the carousel
 * nears the screen), so a first visit loads less (what it does load is held to 85 KB on the home page
 * and 100 KB elsewhere by npm run bench:first-visit). It also checks:
 * - the browser's entry is src/lib/browser-app.ts, not Gatsby's client app, and no bundle holds Gatsby's
 *   router and Link; so a page loads no page data and never its page chunk (not counted);
 * - every page chunk is the server-rendered stub (gatsby/on-create-webpack-config.ts took effect), so no
 *   page's own code reaches the browser;
 * - the carousel library (react-slick) ships only in the college heads' carousel chunk;
 * - the content editor (Decap CMS, public/admin/) costs visitors nothing: no page outside /admin
 *   references it and no webpack bundle contains it.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildSync } from "esbuild";
import { htmlFiles } from "../gatsby/html-files";
import { assetsOf as chunkFiles, islandGroup, pageIslands, readWebpackStats } from "../gatsby/island-chunks";
import { SERVER_RENDERED_PAGE_MARKER } from "../src/lib/server-rendered-page";
import { BROWSER_APP_MARKER } from "../src/lib/browser-app-marker";
import {
  APP_CHUNK_GROUP,
  CAROUSEL_CHUNK_GROUP,
  CAROUSEL_MARKER,
  CMS_MARKER,
  CMS_SCRIPT,
  GATSBY_APP_MARKER,
  GATSBY_LINK_MARKER,
  PAGE_CHUNK_GROUP_PREFIX,
  WEBPACK_STATS_FILE,
} from "../gatsby/contract";

const PUBLIC = path.resolve(__dirname, "..", "public");
const HOME_BUDGET_KB = 96;
const PAGE_BUDGET_KB = 92;
/** A library and a string only its code contains, with the chunk groups allowed to load it. */
const PAGE_ONLY_LIBRARIES: { name: string; marker: string; allowed: string[] }[] = [
  { name: "react-slick", marker: CAROUSEL_MARKER, allowed: [CAROUSEL_CHUNK_GROUP] },
  // Gatsby's Link and router, which an island importing from "gatsby" pulls in: none may load them
  // (import what is needed from src/lib instead, as the hero's withPrefix).
  { name: "gatsby-link", marker: GATSBY_LINK_MARKER, allowed: [] },
];

const stats = readWebpackStats(PUBLIC);
const assetsOf = (group: string): string[] => chunkFiles(stats, group);

const gzipCache = new Map<string, number>();
const gzipSize = (file: string): number => {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
};
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const sum = (files: Iterable<string>): number =>
  [...files].reduce((total, file) => total + gzipSize(file), 0);

const problems: string[] = [];
const groups = Object.keys(stats.namedChunkGroups);
const shared = assetsOf(APP_CHUNK_GROUP);
if (shared.length === 0)
  problems.push(`${WEBPACK_STATS_FILE} has no '${APP_CHUNK_GROUP}' chunk group: Gatsby's output changed`);

// Every page chunk is the stub: a page's own code never reaches the browser.
const pageGroups = groups.filter((group) => group.startsWith(PAGE_CHUNK_GROUP_PREFIX));
for (const group of pageGroups) {
  const own = assetsOf(group).filter((file) => !shared.includes(file));
  if (
    !own.some((file) =>
      fs.readFileSync(path.join(PUBLIC, file), "utf8").includes(SERVER_RENDERED_PAGE_MARKER),
    )
  ) {
    problems.push(
      `${group}'s chunk is not src/lib/server-rendered-page.ts: a page's own code is in the browser's ` +
        `bundles (gatsby/on-create-webpack-config.ts's replacement did not take effect)`,
    );
  }
}

// The browser's entry is the site's own (src/lib/browser-app.ts), not Gatsby's client app (and no bundle
// holds Gatsby's router and Link: PAGE_ONLY_LIBRARIES): pages never load their stub chunk or page data.
const sharedCode = shared.map((file) => fs.readFileSync(path.join(PUBLIC, file), "utf8")).join("\n");
if (!sharedCode.includes(BROWSER_APP_MARKER) || sharedCode.includes(GATSBY_APP_MARKER))
  problems.push(
    "the 'app' bundle is Gatsby's client app, not src/lib/browser-app.ts: gatsby/on-create-webpack-config.ts's entry swap did not take effect",
  );

/**
 * The visit beacon (src/lib/beacon.ts), which the browser's entry runs on every page once it has hydrated,
 * in the app's bundle: its code, bundled and minified on its own. 1 KB held the page view and the clicks;
 * telling which logos were seen (an IntersectionObserver, a clock per logo) took it to 1.1 KB.
 */
const BEACON_BUDGET_BYTES = 1152;
const beaconBytes = buildSync({
  entryPoints: [path.resolve(__dirname, "..", "src", "lib", "beacon.ts")],
  bundle: true,
  minify: true,
  write: false,
  format: "iife",
  platform: "browser",
}).outputFiles[0]!.contents.length;
if (beaconBytes > BEACON_BUDGET_BYTES)
  problems.push(
    `the visit beacon's code (src/lib/beacon.ts) is ${beaconBytes} bytes (budget ${BEACON_BUDGET_BYTES})`,
  );

/** The chunk groups of an island and of what it loads later. */
const islandGroups = (name: string): string[] =>
  groups.filter((group) => group === islandGroup(name) || group.startsWith(`${islandGroup(name)}.`));

const rows: { page: string; islands: string[]; bytes: number; budget: number }[] = [];
for (const file of htmlFiles(PUBLIC)) {
  const page = `/${path
    .relative(PUBLIC, file)
    .replace(/index\.html$/, "")
    .replace(/\/$/, "")}`;
  // The editor, and Gatsby's own slice fragments (not pages a visitor opens).
  if (page.startsWith("/admin") || page.startsWith("/_gatsby/")) continue;
  const html = fs.readFileSync(file, "utf8");
  const islands = pageIslands(html);
  const files = new Set(shared);
  for (const name of islands) {
    const found = islandGroups(name);
    // The layout's islands are in the app's bundle (src/islands.ts), counted in `shared`.
    if (found.length === 0 && !sharedCode.includes(JSON.stringify(name)))
      problems.push(
        `${page}: island "${name}" has no chunk group island-${name} and is not in the app's bundle`,
      );
    for (const group of found) assetsOf(group).forEach((asset) => files.add(asset));
  }
  const budget = page === "/" ? HOME_BUDGET_KB : PAGE_BUDGET_KB;
  rows.push({ page, islands, bytes: sum(files), budget });
}

console.log(
  `\nJavaScript each page can load (gzip, KB): shared runtime + framework + app ${kb(sum(shared))} KB, ` +
    `and its islands' code`,
);
console.log(`The visit beacon's code: ${beaconBytes} bytes minified, budget ${BEACON_BUDGET_BYTES} bytes`);
console.log("| page | islands | total | budget |");
console.log("|---|---|---|---|");
for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
  console.log(`| ${row.page} | ${row.islands.join(", ")} | ${kb(row.bytes)} | ${row.budget} |`);
  if (row.bytes > row.budget * 1024) {
    problems.push(`${row.page} loads ${kb(row.bytes)} KB of gzipped JavaScript (budget ${row.budget} KB)`);
  }
}

for (const library of PAGE_ONLY_LIBRARIES) {
  const holders = fs
    .readdirSync(PUBLIC)
    .filter(
      (file) =>
        file.endsWith(".js") && fs.readFileSync(path.join(PUBLIC, file), "utf8").includes(library.marker),
    );
  for (const file of holders) {
    const holding = groups.filter((group) => assetsOf(group).includes(file));
    const intruders = holding.filter((group) => !library.allowed.includes(group));
    if (intruders.length > 0) problems.push(`${library.name} (${file}) is loaded by ${intruders.join(", ")}`);
  }
}

// The editor is written into public/admin/ on its own; the visitors' pages and bundles must never name it.
const ADMIN = "admin";
const ADMIN_REFERENCE = new RegExp(`(?:src|href)=["'](?:/${ADMIN}/|${ADMIN}/)|decap-cms`, "i");
function* visitorFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(PUBLIC, ADMIN)) yield* visitorFiles(full);
    } else if (/\.(?:html|js)$/.test(entry.name)) yield full;
  }
}
let visitorPages = 0;
for (const file of visitorFiles(PUBLIC)) {
  const text = fs.readFileSync(file, "utf8");
  if (file.endsWith(".html")) visitorPages += 1;
  if (file.endsWith(".html") ? ADMIN_REFERENCE.test(text) : text.includes(CMS_MARKER)) {
    problems.push(`${path.relative(PUBLIC, file)} refers to the content editor (/${ADMIN}/)`);
  }
}
if (!fs.existsSync(path.join(PUBLIC, CMS_SCRIPT))) problems.push(`public/${CMS_SCRIPT} was not written`);
console.log(
  `Content editor: ${visitorPages} visitor pages and every bundle outside /${ADMIN}/ checked; none loads it.`,
);

if (problems.length > 0) {
  console.error(`\nSize budget failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nSize budget met: home page within ${HOME_BUDGET_KB} KB, every page within ${PAGE_BUDGET_KB} KB; ` +
    `every page chunk is the server-rendered stub; page-only libraries stay in their chunks.`,
);
