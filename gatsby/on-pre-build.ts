import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { restorePageData } from "./page-data";

/** The site's page data, as the browser gets it (trimmed by onPostBuild). */
export const PUBLIC_PAGE_DATA = path.resolve("public", "page-data");
/** The whole page data of the last build, kept for Gatsby (cleared with the cache by `gatsby clean`). */
export const KEPT_PAGE_DATA = path.resolve(".cache", "whole-page-data");

/** Before a build: Gatsby gets back the whole page data it wrote last time (gatsby/page-data.ts). */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter }) => {
  const restored = await restorePageData(PUBLIC_PAGE_DATA, KEPT_PAGE_DATA);
  if (restored > 0) reporter.info(`page data: ${restored} page-data.json files whole again for the build`);
};
