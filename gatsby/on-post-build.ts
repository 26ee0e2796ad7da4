import type { GatsbyNode } from "gatsby";
import { loadBundlesAfterPaint } from "./scripts-after-paint";

/** Once the pages are built: their bundles load after the first paint. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await loadBundlesAfterPaint(reporter);
};
