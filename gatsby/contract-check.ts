import fs from "node:fs";
import path from "node:path";
import {
  APP_CHUNK_GROUP,
  ASSUMPTIONS,
  ASYNC_REQUIRES_FILE,
  ASYNC_REQUIRES_MODULE,
  CAROUSEL_CHUNK_GROUP,
  CAROUSEL_MARKER,
  CMS_MARKER,
  CMS_SCRIPT,
  EMOTION_CACHE,
  EMOTION_UTILS,
  GATSBY_APP_ENTRY,
  GATSBY_APP_MARKER,
  GATSBY_LINK_CODE,
  GATSBY_LINK_MARKER,
  GATSBY_STATIC_ENTRY,
  GATSBY_WEBPACK_CONFIG,
  GLOBAL_CSS_IDENTITY,
  IMAGE_PLUGIN_HEAD_KEYS,
  IMAGE_PLUGIN_SSR,
  IMAGE_PLUGIN_STYLE,
  PAGE_CHUNK_GROUP_PREFIX,
  PARTYTOWN_BROWSER_MODULE,
  SCRIPTS_SLICE_DIR,
  SPLIT_GROUPS_OFF,
  WEBPACK_STATS_FILE,
  type AssumptionId,
} from "./contract";
import { htmlFiles, visitorPages } from "./html-files";
import { assetsOf, islandGroup, readWebpackStats, type WebpackStats } from "./island-chunks";
import { loaderProblems } from "./scripts-after-paint";
import { BROWSER_APP_MARKER } from "../src/lib/browser-app-marker";
import { SHEET_NAMES_ATTRIBUTE } from "../src/lib/emotion-cache";

/** Where a build's output is: the project (its src/), public/, .cache/ and node_modules/. */
export interface BuildDirs {
  root: string;
  public: string;
  cache: string;
  modules: string;
}

export const buildDirs = (root: string): BuildDirs => ({
  root,
  public: path.join(root, "public"),
  cache: path.join(root, ".cache"),
  modules: path.join(root, "node_modules"),
});

interface ContractProblem {
  id: AssumptionId;
  problem: string;
}

/** undefined when the file is missing. */
const read = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};
const inCache = (dirs: BuildDirs, file: string): string =>
  path.join(dirs.cache, file.replace(/^\.cache\//, ""));
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The build's webpack stats, or undefined when they are missing or malformed. */
function stats(dirs: BuildDirs): WebpackStats | undefined {
  try {
    const parsed: Partial<WebpackStats> = readWebpackStats(dirs.public);
    return typeof parsed.namedChunkGroups === "object" ? (parsed as WebpackStats) : undefined;
  } catch {
    return undefined;
  }
}

function appCode(dirs: BuildDirs, found: WebpackStats): string[] {
  return assetsOf(found, APP_CHUNK_GROUP).map((file) => read(path.join(dirs.public, file)) ?? "");
}

const NO_STATS = `public/${WEBPACK_STATS_FILE} is missing or has no namedChunkGroups`;
const NO_PAGES = "public/ holds no built page";

/** Each assumption's check: what is wrong with this build, nothing when it holds. */
const CHECKS: Record<AssumptionId, (dirs: BuildDirs) => string[]> = {
  "browser-entry": (dirs) => {
    const problems: string[] = [];
    const config = read(path.join(dirs.modules, GATSBY_WEBPACK_CONFIG)) ?? "";
    const entry = GATSBY_APP_ENTRY.replace(/\.js$/, "");
    if (!new RegExp(`\\bapp:[^,\\n]*${escape(entry)}`).test(config))
      problems.push(`${GATSBY_WEBPACK_CONFIG} does not name ${entry} as the entry 'app'`);
    if (!fs.existsSync(inCache(dirs, GATSBY_APP_ENTRY))) problems.push(`${GATSBY_APP_ENTRY} does not exist`);
    const found = stats(dirs);
    if (!found) problems.push(NO_STATS);
    else if (!appCode(dirs, found).some((code) => code.includes(BROWSER_APP_MARKER)))
      problems.push(
        `the '${APP_CHUNK_GROUP}' bundle is not src/lib/browser-app.ts (no "${BROWSER_APP_MARKER}")`,
      );
    return problems;
  },
  "gatsby-app-marker": (dirs) => {
    const problems: string[] = [];
    if (!read(inCache(dirs, GATSBY_APP_ENTRY))?.includes(GATSBY_APP_MARKER))
      problems.push(`${GATSBY_APP_ENTRY} does not hold "${GATSBY_APP_MARKER}"`);
    const found = stats(dirs);
    if (!found) problems.push(NO_STATS);
    else if (appCode(dirs, found).some((code) => code.includes(GATSBY_APP_MARKER)))
      problems.push(`the '${APP_CHUNK_GROUP}' bundle holds "${GATSBY_APP_MARKER}"`);
    return problems;
  },
  "partytown-module": (dirs) =>
    fs.existsSync(path.join(dirs.modules, PARTYTOWN_BROWSER_MODULE))
      ? []
      : [`node_modules/${PARTYTOWN_BROWSER_MODULE} does not exist`],
  "split-groups": (dirs) => {
    const config = read(path.join(dirs.modules, GATSBY_WEBPACK_CONFIG)) ?? "";
    const groups = config.slice(Math.max(0, config.indexOf("cacheGroups")));
    return SPLIT_GROUPS_OFF.filter((group) => !new RegExp(`\\b${group}:\\s*\\{`).test(groups)).map(
      (group) => `${GATSBY_WEBPACK_CONFIG} declares no cache group '${group}'`,
    );
  },
  "page-chunk-groups": (dirs) => {
    const found = stats(dirs);
    if (!found) return [NO_STATS];
    const groups = Object.keys(found.namedChunkGroups).filter((name) =>
      name.startsWith(PAGE_CHUNK_GROUP_PREFIX),
    );
    if (groups.length === 0)
      return [`${WEBPACK_STATS_FILE} has no chunk group named ${PAGE_CHUNK_GROUP_PREFIX}…`];
    return groups
      .filter((group) => assetsOf(found, group).length === 0)
      .map((group) => `chunk group ${group} has no JavaScript file`);
  },
  "webpack-stats": (dirs) => {
    const found = stats(dirs);
    if (!found) return [NO_STATS];
    const app = assetsOf(found, APP_CHUNK_GROUP);
    if (app.length === 0)
      return [`${WEBPACK_STATS_FILE} has no '${APP_CHUNK_GROUP}' group with JavaScript files`];
    const malformed = Object.entries(found.namedChunkGroups)
      .filter(
        ([, group]) =>
          !Array.isArray(group?.assets) ||
          !group.assets.every((asset) => typeof asset === "string" || typeof asset?.name === "string"),
      )
      .map(([name]) => `chunk group ${name}'s assets are not a list of names or {name} records`);
    if (malformed.length > 0) return malformed.slice(0, 5);
    const files = Object.keys(found.namedChunkGroups).flatMap((group) => assetsOf(found, group));
    return [...new Set(files)]
      .filter((file) => !fs.existsSync(path.join(dirs.public, file)))
      .map((file) => `${WEBPACK_STATS_FILE} names ${file}, which is not in public/`);
  },
  "async-requires": (dirs) => {
    const problems: string[] = [];
    if (!/\bexports\.components\s*=/.test(read(inCache(dirs, ASYNC_REQUIRES_FILE)) ?? ""))
      problems.push(`${ASYNC_REQUIRES_FILE} does not export components`);
    const app = read(path.join(dirs.root, "src/lib/browser-app.ts")) ?? "";
    if (!app.includes(`from "${ASYNC_REQUIRES_MODULE}"`))
      problems.push(`src/lib/browser-app.ts does not import ${ASYNC_REQUIRES_MODULE}`);
    return problems;
  },
  "bundle-tags": (dirs) => {
    const problems: string[] = [];
    if (
      !/<script\b[^>]*\bsrc=\{scriptPath\}[^>]*\basync\b/.test(read(inCache(dirs, GATSBY_STATIC_ENTRY)) ?? "")
    )
      problems.push(`${GATSBY_STATIC_ENTRY} does not write the bundles as <script src async> tags`);
    const found = stats(dirs);
    if (!found) return [...problems, NO_STATS];
    const bundles = JSON.stringify(assetsOf(found, APP_CHUNK_GROUP).map((file) => `/${file}`));
    const slices = htmlFiles(path.join(dirs.public, SCRIPTS_SLICE_DIR));
    if (slices.length === 0) problems.push(`public/${SCRIPTS_SLICE_DIR} holds no slice`);
    const written = [
      ...slices.map((file) => ({
        name: path.relative(dirs.public, file),
        html: fs.readFileSync(file, "utf8"),
      })),
      ...visitorPages(dirs.public),
    ];
    if (written.length === slices.length) problems.push(NO_PAGES);
    const islandFiles = (island: string) => assetsOf(found, islandGroup(island));
    for (const { name, html } of written) {
      for (const problem of loaderProblems(html, islandFiles)) problems.push(`${name}: ${problem}`);
      if (!html.includes(`{var s=${bundles}`))
        problems.push(`${name}: the after-paint loader does not request the bundles ${bundles}`);
    }
    return problems.slice(0, 5);
  },
  "image-head-keys": (dirs) => {
    const source = read(path.join(dirs.modules, IMAGE_PLUGIN_SSR)) ?? "";
    const problems = IMAGE_PLUGIN_HEAD_KEYS.filter((key) => !source.includes(`key: "${key}"`)).map(
      (key) => `node_modules/${IMAGE_PLUGIN_SSR} sets no head element with the key "${key}"`,
    );
    const built = visitorPages(dirs.public);
    if (built.length === 0) problems.push(NO_PAGES);
    for (const { name } of built.filter(({ html }) => html.includes(IMAGE_PLUGIN_STYLE)))
      problems.push(`${name} holds gatsby-plugin-image's head style (${IMAGE_PLUGIN_STYLE})`);
    return problems.slice(0, 5);
  },
  "global-css": (dirs) => {
    const problems: string[] = [];
    if (!read(inCache(dirs, GATSBY_STATIC_ENTRY))?.includes(`data-identity={\`${GLOBAL_CSS_IDENTITY}\`}`))
      problems.push(`${GATSBY_STATIC_ENTRY} writes no <style data-identity="${GLOBAL_CSS_IDENTITY}">`);
    const built = visitorPages(dirs.public);
    if (built.length === 0) problems.push(NO_PAGES);
    for (const { name, html } of built) {
      const head = html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "";
      const count = head.match(
        new RegExp(`<style\\b[^>]*data-identity="${GLOBAL_CSS_IDENTITY}"`, "g"),
      )?.length;
      if (count !== 1) problems.push(`${name}'s head holds ${count ?? 0} global style sheets, not one`);
    }
    return problems.slice(0, 5);
  },
  "emotion-compat": (dirs) => {
    const problems: string[] = [];
    if (!read(path.join(dirs.modules, EMOTION_UTILS))?.includes("cache.compat"))
      problems.push(`${EMOTION_UTILS} no longer reads cache.compat`);
    if (!/\binserted\b/.test(read(path.join(dirs.modules, EMOTION_CACHE)) ?? ""))
      problems.push(`${EMOTION_CACHE} no longer keeps 'inserted'`);
    const built = visitorPages(dirs.public);
    if (built.length === 0) problems.push(NO_PAGES);
    for (const { name, html } of built) {
      const [head = "", body = ""] = html.split("</head>");
      if (!new RegExp(`<style ${SHEET_NAMES_ATTRIBUTE}="[^"]+">[^<]+</style>`).test(head))
        problems.push(`${name}'s head holds no emotion sheet (<style ${SHEET_NAMES_ATTRIBUTE}>) with rules`);
      const outside = body.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
      if (/<style[\s>]/.test(outside)) problems.push(`${name}'s body holds a <style> element`);
    }
    return problems.slice(0, 5);
  },
  "gatsby-link-marker": (dirs) =>
    read(path.join(dirs.modules, GATSBY_LINK_CODE))?.includes(GATSBY_LINK_MARKER)
      ? []
      : [`node_modules/${GATSBY_LINK_CODE} does not hold "${GATSBY_LINK_MARKER}"`],
  "carousel-marker": (dirs) => {
    const found = stats(dirs);
    if (!found) return [NO_STATS];
    const files = assetsOf(found, CAROUSEL_CHUNK_GROUP);
    return files.some((file) => read(path.join(dirs.public, file))?.includes(CAROUSEL_MARKER))
      ? []
      : [`no file of ${CAROUSEL_CHUNK_GROUP} (${files.join(", ") || "none"}) holds "${CAROUSEL_MARKER}"`];
  },
  "cms-marker": (dirs) =>
    read(path.join(dirs.public, CMS_SCRIPT))?.includes(CMS_MARKER)
      ? []
      : [`public/${CMS_SCRIPT} does not hold "${CMS_MARKER}"`],
};

/** Every broken assumption of the contract in this build, each with its id. */
export function checkContract(dirs: BuildDirs): ContractProblem[] {
  return ASSUMPTIONS.flatMap(({ id }) => CHECKS[id](dirs).map((problem) => ({ id, problem })));
}

/** The failure message: each broken assumption by id, what it assumes, who relies on it, what was found. */
export function contractReport(problems: readonly ContractProblem[]): string {
  const lines = ASSUMPTIONS.filter(({ id }) => problems.some((p) => p.id === id)).map(
    ({ id, assumed, usedBy }) =>
      `[${id}] ${assumed} (relied on by ${usedBy.join(", ")}):\n    ` +
      problems
        .filter((p) => p.id === id)
        .map((p) => p.problem)
        .join("\n    "),
  );
  return (
    `Gatsby's contract (gatsby/contract.ts) is broken by this build:\n  ${lines.join("\n  ")}\n` +
    `Gatsby, a plugin of it or emotion no longer works as the code relying on it expects: change that code ` +
    `and the assumption in gatsby/contract.ts, or stay on the version pinned in package.json.`
  );
}
