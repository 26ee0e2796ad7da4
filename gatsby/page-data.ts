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
export async function trimPageData(file: string, kept?: string): Promise<void> {
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
  if (kept !== undefined) {
    await fs.mkdir(path.dirname(kept), { recursive: true });
    await fs.copyFile(file, kept);
  }
  const trimmed = { ...json, result: { pageContext: json.result.pageContext ?? {} }, staticQueryHashes: [] };
  await fs.writeFile(file, JSON.stringify(trimmed));
}

/** Where the whole page-data.json of `file` (below `publicDir`) is kept while the trimmed one is served. */
export const keptPageData = (publicDir: string, keptDir: string, file: string): string =>
  path.join(keptDir, path.relative(publicDir, file));

/**
 * Puts back the whole page data of the last build before the next one (onPreBuild). Gatsby's own pages
 * are rendered from it: a page whose HTML is built again while its data did not change (a component was
 * edited) is rendered from the page-data.json on disk, and the trimmed one names no static queries, so
 * the render would fail ("The result of this StaticQuery could not be fetched"). Only pages that still
 * exist are restored; how many.
 */
export async function restorePageData(publicDir: string, keptDir: string): Promise<number> {
  const kept = await pageDataFiles(keptDir).catch(() => [] as string[]);
  let restored = 0;
  for (const original of kept) {
    const file = path.join(publicDir, path.relative(keptDir, original));
    const exists = await fs.stat(file).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    await fs.copyFile(original, file);
    restored += 1;
  }
  // A page-data.json on disk with no whole copy kept was trimmed by a build from before the copies.
  const keptNames = new Set(kept.map((original) => path.relative(keptDir, original)));
  const trimmedStill = (await pageDataFiles(publicDir).catch(() => [] as string[]))
    .map((file) => path.relative(publicDir, file))
    .filter((name) => !keptNames.has(name));
  if (trimmedStill.length > 0)
    throw new Error(
      `public/page-data holds ${trimmedStill.length} page-data.json files trimmed by an earlier build, ` +
        `whose whole copies are gone (${trimmedStill[0]}…): run \`npm run clean\` once, then build again.`,
    );
  return restored;
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
