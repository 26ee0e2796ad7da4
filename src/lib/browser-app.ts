/**
 * The browser's whole entry for a built page, in place of Gatsby's client app: no router, page data or
 * page chunk, the islands at once. It keeps gatsby-browser and async-requires, whose chunk groups
 * Gatsby's renderer reads for each page's script tags.
 */
import asyncRequires from "$virtual/async-requires";
import "../../gatsby-browser";
import { hydrateIslands } from "./hydrate-islands";
import { countVisit } from "./beacon";
import { BROWSER_APP_MARKER } from "./browser-app-marker";

// Read, so webpack keeps the map; a Gatsby that changed its shape fails here (gatsby/contract.ts).
if (typeof asyncRequires.components !== "object")
  throw new Error("[async-requires] Gatsby's async-requires has no components");
document.documentElement.dataset.app = BROWSER_APP_MARKER;
// Only the islands hydrate; then the page view is counted (the beacon is in this bundle: no extra request).
void hydrateIslands(document).then(countVisit);
