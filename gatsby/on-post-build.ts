import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadBundlesAfterPaint } from "./scripts-after-paint";
import { pageDataFiles, trimPageData } from "./page-data";

/** Once the pages are built: their bundles load after the first paint, and their page data is trimmed. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await loadBundlesAfterPaint(reporter);
  const files = await pageDataFiles(path.resolve("public", "page-data"));
  await Promise.all(files.map(trimPageData));
  reporter.info(`page data: ${files.length} page-data.json files without their query results`);
};
