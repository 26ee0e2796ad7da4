import fs from "node:fs/promises";
import path from "node:path";

/**
 * Page data trimmed by builds from before the site's own browser entry (src/lib/browser-app.ts).
 *
 * Those builds cut each public/page-data/…/page-data.json down to what Gatsby's browser runtime read, and
 * kept the whole file in .cache/whole-page-data for Gatsby. The browser no longer runs Gatsby's runtime
 * and fetches no page data, so nothing is trimmed any more; but Gatsby renders a page whose data did
 * not change from the page-data.json on disk, and a trimmed one names no static queries ("The result of
 * this StaticQuery could not be fetched"). Before a build, every trimmed file is made whole from its
 * kept copy, or deleted when the copy is gone with Gatsby's cache (Gatsby then writes it again), and the
 * copies go. Returns how many files were restored and deleted. The fields read are Gatsby's: the
 * assumption "page-data" of gatsby/contract.ts.
 */
export async function restoreTrimmedPageData(
  publicDir: string,
  keptDir: string,
): Promise<{ restored: number; deleted: number }> {
  const kept = new Set(
    (await pageDataFiles(keptDir).catch(() => [] as string[])).map((file) => path.relative(keptDir, file)),
  );
  let restored = 0;
  let deleted = 0;
  for (const file of await pageDataFiles(publicDir).catch(() => [] as string[])) {
    const name = path.relative(publicDir, file);
    if (kept.has(name)) {
      await fs.copyFile(path.join(keptDir, name), file);
      restored += 1;
    } else if (isTrimmed(JSON.parse(await fs.readFile(file, "utf8")))) {
      await fs.rm(file);
      deleted += 1;
    }
  }
  await fs.rm(keptDir, { recursive: true, force: true });
  return { restored, deleted };
}

/** A trimmed page-data.json: its result holds the page context only, and it names no static query. */
const isTrimmed = (json: { result?: Record<string, unknown>; staticQueryHashes?: unknown[] }): boolean =>
  json.result !== undefined && !("data" in json.result) && json.staticQueryHashes?.length === 0;

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
