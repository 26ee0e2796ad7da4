/**
 * After `gatsby build`: the gzipped JavaScript each page can load within HOME_BUDGET_KB on the home page and
 * PAGE_BUDGET_KB elsewhere; page chunks the stub; the carousel library only in its island, Gatsby's router
 * in none; no visitor page or bundle referring to the content editor.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildSync } from "esbuild";
import { visitorPages } from "../gatsby/html-files";
import { assetsOf as chunkFiles, islandGroup, pageIslands, readWebpackStats } from "../gatsby/island-chunks";
import { filesUnder } from "../src/lib/content/content-folder";
import { SERVER_RENDERED_PAGE_MARKER } from "../src/lib/server-rendered-page";
import {
  APP_CHUNK_GROUP,
  CAROUSEL_CHUNK_GROUP,
  CAROUSEL_MARKER,
  CMS_MARKER,
  GATSBY_LINK_MARKER,
  PAGE_CHUNK_GROUP_PREFIX,
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

const gzipSizes = new Map<string, number>();
const gzipSize = (file: string): number => {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file)!;
};
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const sum = (files: Iterable<string>): number =>
  [...files].reduce((total, file) => total + gzipSize(file), 0);

const problems: string[] = [];
const groups = Object.keys(stats.namedChunkGroups);
// Gatsby's contract check, run before this one, refuses a build without the 'app' group.
const shared = assetsOf(APP_CHUNK_GROUP);

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

const sharedCode = shared.map((file) => fs.readFileSync(path.join(PUBLIC, file), "utf8")).join("\n");

/** The visit beacon (src/lib/beacon.ts), run on every page: its code bundled and minified on its own. */
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
for (const { name: file, html } of visitorPages(PUBLIC)) {
  const page = `/${file.replace(/index\.html$/, "").replace(/\/$/, "")}`;
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
const ADMIN_REFERENCE = /(?:src|href)=["']\/?admin\/|decap-cms/i;
const visitorFiles = filesUnder(PUBLIC, /\.(?:html|js)$/).filter(
  (file) => !file.startsWith("admin/") && fs.statSync(path.join(PUBLIC, file)).isFile(),
);
let checkedPages = 0;
for (const file of visitorFiles) {
  const text = fs.readFileSync(path.join(PUBLIC, file), "utf8");
  if (file.endsWith(".html")) checkedPages += 1;
  if (file.endsWith(".html") ? ADMIN_REFERENCE.test(text) : text.includes(CMS_MARKER)) {
    problems.push(`${file} refers to the content editor (/admin/)`);
  }
}
console.log(
  `Content editor: ${checkedPages} visitor pages and every bundle outside /admin/ checked; none loads it.`,
);

if (problems.length > 0) {
  console.error(`\nSize budget failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nSize budget met: home page within ${HOME_BUDGET_KB} KB, every page within ${PAGE_BUDGET_KB} KB; ` +
    `every page chunk is the server-rendered stub; page-only libraries stay in their chunks.`,
);
