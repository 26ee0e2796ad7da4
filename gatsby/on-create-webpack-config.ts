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
 * Gatsby's built-in Partytown plugin acts in the browser only under `gatsby develop`, yet its browser
 * module pulls Partytown's integration and gatsby-script (Gatsby's `<Script>`) into every production page,
 * and `gatsby` re-exports `<Script>` so webpack cannot drop it: 2.3 KB gzip in all. The site runs no
 * third-party scripts through `<Script>` (ESLint forbids importing it), so the browser build gets empty
 * modules in their place.
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
 * In the browser's bundles, built and under `gatsby develop`, every page and template module is
 * src/lib/server-rendered-page.ts: pages are never rendered there, only their islands hydrate
 * (gatsby-browser), so a page's own code (its text, cards, tables) is not downloaded at all. The server's
 * renderers (stages build-html and develop-html) keep the real pages.
 */
const serverRenderedPages = {
  apply(compiler: Compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(PAGE_MODULE, SERVER_RENDERED_PAGE).apply(compiler);
  },
};

/**
 * Gatsby's production JavaScript: every page module the stub (above), without Partytown and `<Script>`
 * (above), and without two of Gatsby's split groups; each island is its own chunk (src/islands.ts).
 *
 * Two of Gatsby's split groups cut pages into many small files, each compressed on its own and each
 * with webpack's wrapper, and a first visit pays for every file's lost compression:
 * - "shared" gives every module that two or more pages use a chunk per set of pages;
 * - "lib", meant for node_modules libraries over 160 KB, also took single components of ours (its test
 *   reads the module's identifier, which names the loaders under node_modules) into chunks of their own.
 * Before the islands, the home page loaded nine files of 0.8–7.6 KB; as two, it loaded 3.8 KB less (gzip).
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
