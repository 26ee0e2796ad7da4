/**
 * The browser's whole entry for a built page, in place of Gatsby's client app (.cache/production-app.js,
 * swapped by gatsby/on-create-webpack-config.ts). A built page is never rendered in the browser and its
 * links are plain links, so Gatsby's router, page loader, prefetching and head manager (26 KB of the app
 * chunk's 30, gzip) had nothing to do but fetch the page's page-data.json and app-data.json and load its
 * empty page chunk before the islands could start. Here the islands start at once.
 *
 * What it keeps of Gatsby's app: gatsby-browser (the web fonts' CSS, the shell's static queries, which
 * Gatsby gives the server renderer only when the browser's entry reaches them) and the map of page chunks
 * (async-requires), whose chunk groups Gatsby's renderer reads for each page's script tags; no page chunk
 * is ever loaded.
 */
import asyncRequires from "$virtual/async-requires";
import "../../gatsby-browser";
import { hydrateIslands } from "./hydrate-islands";
import { countVisit } from "./beacon";
import { BROWSER_APP_MARKER } from "./browser-app-marker";

// Read, so webpack keeps the map (and so each page's chunk group); its shape is checked, so a Gatsby
// that changed it fails here rather than silently. The module is Gatsby's internal: the assumption
// "async-requires" of gatsby/contract.ts, which every build checks against Gatsby's output.
if (typeof asyncRequires.components !== "object")
  throw new Error("[async-requires] Gatsby's async-requires has no components");
document.documentElement.dataset.app = BROWSER_APP_MARKER;
// Only the islands hydrate; then the page view is counted (the beacon's code is this bundle's: as a chunk
// of its own it was one more request on every first visit).
void hydrateIslands(document).then(countVisit);
