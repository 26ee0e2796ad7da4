import fs from "node:fs/promises";
import path from "node:path";

/**
 * A built page's page-data.json without its query result.
 *
 * Gatsby's browser runtime fetches `/page-data/<path>/page-data.json` and the static queries it names
 * (`/page-data/sq/d/<hash>.json`) before it hands over to gatsby-browser's hydrate function, to render
 * the page component with that data. Pages are never rendered in the browser (only their islands
 * hydrate, with their props in the HTML), so the data is dead weight on every first visit: the home
 * page's was 17 KB, plus two static query files. What the runtime still reads (the component's chunk
 * name, the path, the page context) stays; the query result and the static query list go.
 */
export async function trimPageData(file: string): Promise<void> {
  const json = JSON.parse(await fs.readFile(file, "utf8")) as {
    componentChunkName?: string;
    path?: string;
    result?: { pageContext?: unknown; data?: unknown };
    staticQueryHashes?: string[];
  };
  if (typeof json.componentChunkName !== "string" || typeof json.path !== "string" || !json.result) {
    throw new Error(
      `gatsby/page-data.ts: ${file} has no componentChunkName, path or result: Gatsby's page data has changed`,
    );
  }
  const trimmed = { ...json, result: { pageContext: json.result.pageContext ?? {} }, staticQueryHashes: [] };
  await fs.writeFile(file, JSON.stringify(trimmed));
}

/** Every page-data.json below `dir` (public/page-data). */
export async function pageDataFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return pageDataFiles(full);
      return Promise.resolve(entry.name === "page-data.json" ? [full] : []);
    }),
  );
  return nested.flat();
}
