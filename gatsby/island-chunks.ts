import fs from "node:fs";
import path from "node:path";
import { ISLAND_ATTRIBUTE } from "../src/components/island";
import { WEBPACK_STATS_FILE } from "./contract";

/**
 * Which JavaScript files a built page's islands load: the page's HTML names its islands (`data-island`)
 * and webpack's stats name each island's chunk group, `island-<name>` (the layout's islands are in the
 * app's bundle and have none).
 */

/** The part of Gatsby's public/webpack.stats.json read here. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
}

/** Written by `gatsby build` before its onPostBuild. */
export function readWebpackStats(publicDir: string): WebpackStats {
  return JSON.parse(fs.readFileSync(path.join(publicDir, WEBPACK_STATS_FILE), "utf8")) as WebpackStats;
}

/** The JavaScript files of one chunk group, as paths under the site's root (`app-1a2b.js`). */
export function assetsOf(stats: WebpackStats, group: string): string[] {
  // A malformed entry is left out here; Gatsby's contract check (webpack-stats) reports it.
  return (stats.namedChunkGroups[group]?.assets ?? [])
    .map((asset): unknown => (typeof asset === "string" ? asset : asset?.name))
    .filter((name): name is string => typeof name === "string" && name.endsWith(".js"));
}

/** An island's chunk group: the code the browser loads to hydrate it (src/islands.ts's chunk name). */
export const islandGroup = (name: string): string => `island-${name}`;

const ISLAND_OR_DIV = new RegExp(`<div\\b([^>]*)>|</div>`, "g");
const ISLAND_NAME = new RegExp(`\\s${ISLAND_ATTRIBUTE}="([^"]+)"`);

/**
 * The outermost islands a built page hydrates, by name, each once, in document order. An island is a
 * `<div>`, so nesting is read from the divs around it (React's markup is well formed, `<` escaped).
 */
export function pageIslands(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, "");
  const open: boolean[] = [];
  const names = new Set<string>();
  for (const [tag, attributes] of markup.matchAll(ISLAND_OR_DIV)) {
    if (tag.startsWith("</")) {
      open.pop();
      continue;
    }
    const name = attributes!.match(ISLAND_NAME)?.[1];
    if (name && !open.includes(true)) names.add(name);
    open.push(Boolean(name));
  }
  return [...names];
}
