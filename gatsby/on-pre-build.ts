import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { restoreTrimmedPageData } from "./page-data";

/** The site's page data, as Gatsby writes it. */
export const PUBLIC_PAGE_DATA = path.resolve("public", "page-data");
/** Whole copies of page data that earlier builds trimmed (gatsby/page-data.ts). */
export const KEPT_PAGE_DATA = path.resolve(".cache", "whole-page-data");

/** Before a build: page data trimmed by an earlier build is whole again, or gone (gatsby/page-data.ts). */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter }) => {
  const { restored, deleted } = await restoreTrimmedPageData(PUBLIC_PAGE_DATA, KEPT_PAGE_DATA);
  if (restored + deleted > 0)
    reporter.info(
      `page data trimmed by an earlier build: ${restored} made whole again, ${deleted} left for Gatsby to write`,
    );
};
