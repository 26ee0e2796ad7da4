import type { GatsbyNode } from "gatsby";
import { loadBundlesAfterPaint } from "./scripts-after-paint";
import { KEPT_PAGE_DATA, PUBLIC_PAGE_DATA } from "./on-pre-build";
import { keptPageData, pageDataFiles, trimPageData } from "./page-data";

/** Once the pages are built: their bundles load after the first paint, and their page data is trimmed. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await loadBundlesAfterPaint(reporter);
  const files = await pageDataFiles(PUBLIC_PAGE_DATA);
  await Promise.all(
    files.map((file) => trimPageData(file, keptPageData(PUBLIC_PAGE_DATA, KEPT_PAGE_DATA, file))),
  );
  reporter.info(`page data: ${files.length} page-data.json files without their query results`);
};
