import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  GATSBY_APP_ENTRY,
  GATSBY_SCRIPT_ALIAS,
  PARTYTOWN_BROWSER_MODULE,
  SPLIT_GROUPS_OFF,
} from "./contract";

/**
 * Gatsby's Partytown browser module and `<Script>` (gatsby-script) would ship in every production page;
 * the site runs no script through `<Script>` (ESLint forbids it), so the browser build gets empty modules.
 */
const PARTYTOWN_BROWSER = path.resolve("node_modules", PARTYTOWN_BROWSER_MODULE);

/** A page or template module, as webpack resolves it. */
const PAGE_MODULE = /[\\/]src[\\/](pages|templates)[\\/][^\\/]+\.tsx$/;
const SERVER_RENDERED_PAGE = path.resolve("src/lib/server-rendered-page.ts");

/** Gatsby's client app, the browser's entry, and the site's own in its place (src/lib/browser-app.ts). */
const GATSBY_APP = path.resolve(GATSBY_APP_ENTRY);
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
 * "shared" and "lib" split groups (many small files compress worse); each island is its own chunk.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "develop") actions.setWebpackConfig({ plugins: [serverRenderedPages] });
  if (stage !== "build-javascript") return;
  const config = getConfig();
  config.plugins.push(serverRenderedPages);
  const entry = (config.entry ?? {}) as Record<string, unknown>;
  if (entry.app !== GATSBY_APP && entry.app !== GATSBY_APP.replace(/\.js$/, "")) {
    throw new Error(
      `gatsby/on-create-webpack-config.ts: [browser-entry] Gatsby's browser entry is no longer ${GATSBY_APP} ` +
        `(it is ${JSON.stringify(entry.app)}): Gatsby has changed`,
    );
  }
  entry.app = BROWSER_APP;
  // Each rewrite checks that what it rewrites is still there: a Gatsby upgrade that moved it stops the build.
  if (!fs.existsSync(PARTYTOWN_BROWSER)) {
    throw new Error(
      `gatsby/on-create-webpack-config.ts: [partytown-module] ${PARTYTOWN_BROWSER} is gone: Gatsby has changed`,
    );
  }
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (!groups || SPLIT_GROUPS_OFF.some((group) => !(group in groups))) {
    throw new Error(
      `gatsby/on-create-webpack-config.ts: [split-groups] Gatsby's webpack config has no ` +
        `${SPLIT_GROUPS_OFF.join(" and ")} split groups to turn off: it has changed`,
    );
  }
  for (const group of SPLIT_GROUPS_OFF) groups[group] = false;
  config.resolve.alias = {
    ...config.resolve.alias,
    [PARTYTOWN_BROWSER]: false,
    [GATSBY_SCRIPT_ALIAS]: false,
  };
  actions.replaceWebpackConfig(config);
};
