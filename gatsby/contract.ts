/**
 * Gatsby's contract: what this project assumes about Gatsby's, its plugins' and emotion's internals and
 * output, which no public API promises, each string named once here. gatsby/contract-check.ts checks
 * every assumption against the output of each `npm run build`, and a broken one stops the build.
 * A file is under node_modules/ unless it starts with .cache/ or its assumption names public/.
 */

/** Swapped for src/lib/browser-app.ts. */
export const GATSBY_APP_ENTRY = ".cache/production-app.js";

export const GATSBY_APP_MARKER = "gatsby-reload-compilation-hash-match";

export const GATSBY_WEBPACK_CONFIG = "gatsby/dist/utils/webpack.config.js";

export const PARTYTOWN_BROWSER_MODULE = "gatsby/dist/internal-plugins/partytown/gatsby-browser.js";

/** Gatsby's `<Script>` package, an empty module in the browser (a webpack alias). */
export const GATSBY_SCRIPT_ALIAS = "gatsby-script$";

export const SPLIT_GROUPS_OFF = ["shared", "lib"] as const;

export const WEBPACK_STATS_FILE = "webpack.stats.json";

export const APP_CHUNK_GROUP = "app";
export const PAGE_CHUNK_GROUP_PREFIX = "component---";

export const ASYNC_REQUIRES_MODULE = "$virtual/async-requires";
export const ASYNC_REQUIRES_FILE = ".cache/_this_is_virtual_fs_path_/$virtual/async-requires.js";

export const GATSBY_BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async><\/script>/g;

export const SCRIPTS_SLICE_DIR = "_gatsby/slices";

export const IMAGE_PLUGIN_HEAD_KEYS = [
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
] as const;
export const IMAGE_PLUGIN_SSR = "gatsby-plugin-image/gatsby-ssr.js";
export const IMAGE_PLUGIN_STYLE = ".gatsby-image-wrapper{";

export const GLOBAL_CSS_IDENTITY = "gatsby-global-css";

export const GATSBY_STATIC_ENTRY = ".cache/static-entry.js";

export const EMOTION_UTILS = "@emotion/utils/dist/emotion-utils.cjs.js";
export const EMOTION_CACHE = "@emotion/cache/dist/emotion-cache.cjs.js";

export const GATSBY_LINK_MARKER = "___navigate";
export const GATSBY_LINK_CODE = "gatsby-link/dist/index.modern.mjs";

export const CAROUSEL_MARKER = "slick-list";
export const CAROUSEL_CHUNK_GROUP = "island-college-heads.carousel";

export const CMS_MARKER = "CMS_MANUAL_INIT";
/** Under public/. */
export const CMS_SCRIPT = "admin/decap-cms.js";

/** One assumption about Gatsby, a plugin of it or emotion. */
interface Assumption {
  id: string;
  assumed: string;
  usedBy: readonly string[];
}

export const ASSUMPTIONS = [
  {
    id: "browser-entry",
    assumed: `Gatsby's webpack config has the browser entry 'app' = ${GATSBY_APP_ENTRY}`,
    usedBy: ["gatsby/on-create-webpack-config.ts"],
  },
  {
    id: "gatsby-app-marker",
    assumed: `"${GATSBY_APP_MARKER}" is a string only Gatsby's client app holds`,
    usedBy: ["gatsby/on-create-webpack-config.ts"],
  },
  {
    id: "partytown-module",
    assumed: `Partytown's browser module is node_modules/${PARTYTOWN_BROWSER_MODULE}`,
    usedBy: ["gatsby/on-create-webpack-config.ts"],
  },
  {
    id: "split-groups",
    assumed: `Gatsby's splitChunks has the cache groups ${SPLIT_GROUPS_OFF.join(" and ")}`,
    usedBy: ["gatsby/on-create-webpack-config.ts"],
  },
  {
    id: "page-chunk-groups",
    assumed: `each page is a chunk group named ${PAGE_CHUNK_GROUP_PREFIX}… whose own file is the page's stub`,
    usedBy: ["gatsby/on-create-webpack-config.ts", "scripts/size-budget.ts"],
  },
  {
    id: "webpack-stats",
    assumed:
      `public/${WEBPACK_STATS_FILE} lists namedChunkGroups, each with its assets ({name} or a string), ` +
      `the browser entry as '${APP_CHUNK_GROUP}'`,
    usedBy: ["gatsby/island-chunks.ts", "gatsby/scripts-after-paint.ts", "scripts/size-budget.ts"],
  },
  {
    id: "async-requires",
    assumed: `Gatsby's virtual module ${ASYNC_REQUIRES_MODULE} exports the page chunk map as 'components'`,
    usedBy: ["src/lib/browser-app.ts", "src/lib/gatsby-virtual.d.ts"],
  },
  {
    id: "bundle-tags",
    assumed:
      `Gatsby's scripts slice (public/${SCRIPTS_SLICE_DIR}/) writes each core bundle as ` +
      `<script src="/…js" async></script>, into a bare <head> document`,
    usedBy: ["gatsby/scripts-after-paint.ts"],
  },
  {
    id: "image-head-keys",
    assumed: `gatsby-plugin-image's head elements have the keys ${IMAGE_PLUGIN_HEAD_KEYS.join(", ")}`,
    usedBy: ["gatsby/head-components.ts"],
  },
  {
    id: "global-css",
    assumed: `Gatsby inlines the global CSS as <style data-identity="${GLOBAL_CSS_IDENTITY}"> in the head`,
    usedBy: ["gatsby/head-components.ts", "gatsby/scripts-after-paint.ts"],
  },
  {
    id: "emotion-compat",
    assumed:
      "emotion's cache, in compat mode on the server, collects rules in cache.inserted instead of writing " +
      "<style> elements before the styled ones",
    usedBy: ["gatsby/style-sheet.tsx"],
  },
  {
    id: "gatsby-link-marker",
    assumed: `"${GATSBY_LINK_MARKER}" is in the code of Gatsby's Link and router`,
    usedBy: ["scripts/size-budget.ts"],
  },
  {
    id: "carousel-marker",
    assumed: `"${CAROUSEL_MARKER}" is in the carousel library's code, in the chunk group ${CAROUSEL_CHUNK_GROUP}`,
    usedBy: ["scripts/size-budget.ts"],
  },
  {
    id: "cms-marker",
    assumed: `"${CMS_MARKER}" is in the content editor's code`,
    usedBy: ["scripts/size-budget.ts"],
  },
] as const satisfies readonly Assumption[];

export type AssumptionId = (typeof ASSUMPTIONS)[number]["id"];
