/**
 * Gatsby's contract: what this project assumes about Gatsby's, its plugins' and emotion's internals and
 * output, which no public API promises, each string named once here. gatsby/contract-check.ts checks
 * every assumption against the output of each `npm run build`, and a broken one stops the build.
 */

/** Gatsby's client app, the browser's entry in Gatsby's webpack config (swapped for src/lib/browser-app.ts). */
export const GATSBY_APP_ENTRY = ".cache/production-app.js";

/** A string only Gatsby's client app holds: a bundle holding it is Gatsby's app, not the site's entry. */
export const GATSBY_APP_MARKER = "gatsby-reload-compilation-hash-match";

/** Gatsby's webpack config, whose entry and split groups the site's build changes (node_modules/…). */
export const GATSBY_WEBPACK_CONFIG = "gatsby/dist/utils/webpack.config.js";

/** Partytown's browser module inside Gatsby (node_modules/…), replaced by an empty module. */
export const PARTYTOWN_BROWSER_MODULE = "gatsby/dist/internal-plugins/partytown/gatsby-browser.js";

/** Gatsby's `<Script>` package, replaced by an empty module in the browser (a webpack alias). */
export const GATSBY_SCRIPT_ALIAS = "gatsby-script$";

/** Gatsby's webpack split groups the site turns off. */
export const SPLIT_GROUPS_OFF = ["shared", "lib"] as const;

/** The webpack stats Gatsby writes into public/ (chunk groups and their files). */
export const WEBPACK_STATS_FILE = "webpack.stats.json";

/** The chunk group of the browser's entry, and the prefix of every page's chunk group, in those stats. */
export const APP_CHUNK_GROUP = "app";
export const PAGE_CHUNK_GROUP_PREFIX = "component---";

/** Gatsby's virtual module mapping each page to its chunk (imported by src/lib/browser-app.ts). */
export const ASYNC_REQUIRES_MODULE = "$virtual/async-requires";
/** Where Gatsby writes that virtual module during a build. */
export const ASYNC_REQUIRES_FILE = ".cache/_this_is_virtual_fs_path_/$virtual/async-requires.js";

/** `<script src="/…" async></script>`, as Gatsby's scripts slice writes each core bundle into a page. */
export const GATSBY_BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async><\/script>/g;

/** Where Gatsby writes its scripts slice, stitched into every page (under public/). */
export const SCRIPTS_SLICE_DIR = "_gatsby/slices";

/** The keys gatsby-plugin-image's onRenderBody gives its head elements (dropped from every page). */
export const IMAGE_PLUGIN_HEAD_KEYS = [
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
] as const;
/** gatsby-plugin-image's server file setting those head elements (node_modules/…). */
export const IMAGE_PLUGIN_SSR = "gatsby-plugin-image/gatsby-ssr.js";
/** A string of the plugin's head style: no built page may hold it once the keys are dropped. */
export const IMAGE_PLUGIN_STYLE = ".gatsby-image-wrapper{";

/** The `data-identity` of Gatsby's inlined global style sheet (`<style data-identity=…>` in the head). */
export const GLOBAL_CSS_IDENTITY = "gatsby-global-css";

/** Gatsby's server renderer, which writes the global sheet and the bundle tags (under .cache/). */
export const GATSBY_STATIC_ENTRY = ".cache/static-entry.js";

/** Emotion's files whose internals gatsby/style-sheet.tsx relies on (node_modules/…). */
export const EMOTION_UTILS = "@emotion/utils/dist/emotion-utils.cjs.js";
export const EMOTION_CACHE = "@emotion/cache/dist/emotion-cache.cjs.js";

/** Gatsby's Link and router: a string only their code holds (node_modules/…, and no bundle may hold it). */
export const GATSBY_LINK_MARKER = "___navigate";
export const GATSBY_LINK_CODE = "gatsby-link/dist/index.modern.mjs";

/** The carousel library: a string only its code holds, and the one chunk group allowed to load it. */
export const CAROUSEL_MARKER = "slick-list";
export const CAROUSEL_CHUNK_GROUP = "island-college-heads.carousel";

/** The content editor (Decap CMS, public/admin/): a string only its code holds. */
export const CMS_MARKER = "CMS_MANUAL_INIT";
export const CMS_SCRIPT = "admin/decap-cms.js";

/** One assumption about Gatsby, a plugin of it or emotion. */
export interface Assumption {
  /** Named in the failure message. */
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
