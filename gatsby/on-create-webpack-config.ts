import type { GatsbyNode } from "gatsby";

/**
 * Two JavaScript files per page (the "commons" chunk every page shares, and the page's own), not nine.
 *
 * Two of Gatsby's split groups cut pages into many small files, each compressed on its own and each
 * with webpack's wrapper, and a first visit pays for every file's lost compression:
 * - "shared" gives every module that two or more pages use a chunk per set of pages;
 * - "lib", meant for node_modules libraries over 160 KB, also took single components of ours (its test
 *   reads the module's identifier, which names the loaders under node_modules) into chunks of their own.
 * The home page loaded nine files of 0.8–7.6 KB; as two, it loads 3.8 KB less (gzip). A page's modules
 * now travel in its own chunk; a later page may repeat a few kilobytes another page already brought,
 * fetched ahead of time, as Gatsby prefetches the pages a visitor can go to next.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const groups = config.optimization.splitChunks.cacheGroups;
  groups.shared = false;
  groups.lib = false;
  actions.replaceWebpackConfig(config);
};
