import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { GATSBY_SCRIPT_ALIAS, PARTYTOWN_BROWSER_MODULE, SPLIT_GROUPS_OFF } from "./contract";

/**
 * Gatsby's Partytown browser module and `<Script>` (gatsby-script) would ship in every production page;
 * the site runs no script through `<Script>` (ESLint forbids it), so the browser build gets empty modules.
 */
const PARTYTOWN_BROWSER = path.resolve("node_modules", PARTYTOWN_BROWSER_MODULE);

/** A page or template module, as webpack resolves it. */
const PAGE_MODULE = /[\\/]src[\\/](pages|templates)[\\/][^\\/]+\.tsx$/;
const SERVER_RENDERED_PAGE = path.resolve("src/lib/server-rendered-page.ts");

/** The site's own browser entry in place of Gatsby's client app. */
const BROWSER_APP = path.resolve("src/lib/browser-app.ts");

/** The part of webpack's compiler this needs (webpack is Gatsby's, not a dependency of ours). */
interface Compiler {
  webpack: {
    NormalModuleReplacementPlugin: new (
      pattern: RegExp,
      replacement: string,
    ) => { apply: (compiler: Compiler) => void };
  };
}

/**
 * In the browser's bundles every page and template module is src/lib/server-rendered-page.ts: only
 * islands hydrate there, so a page's own code is never downloaded. The server's renderers keep the pages.
 */
const serverRenderedPages = {
  apply(compiler: Compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(PAGE_MODULE, SERVER_RENDERED_PAGE).apply(compiler);
  },
};

/**
 * Gatsby's production JavaScript: the site's own browser entry, pages the stub, no Partytown, `<Script>` or
 * "shared" and "lib" split groups (many small files compress worse); each island is its own chunk. What
 * this rewrites is Gatsby's contract (gatsby/contract.ts), checked after every build.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "develop") actions.setWebpackConfig({ plugins: [serverRenderedPages] });
  if (stage !== "build-javascript") return;
  const config = getConfig();
  config.plugins.push(serverRenderedPages);
  config.entry.app = BROWSER_APP;
  for (const group of SPLIT_GROUPS_OFF) config.optimization.splitChunks.cacheGroups[group] = false;
  config.resolve.alias = {
    ...config.resolve.alias,
    [PARTYTOWN_BROWSER]: false,
    [GATSBY_SCRIPT_ALIAS]: false,
  };
  actions.replaceWebpackConfig(config);
};
