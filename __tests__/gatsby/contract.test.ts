/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ASSUMPTIONS,
  CAROUSEL_CHUNK_GROUP,
  CAROUSEL_MARKER,
  CMS_MARKER,
  GATSBY_APP_MARKER,
  GATSBY_LINK_MARKER,
  GLOBAL_CSS_IDENTITY,
  IMAGE_PLUGIN_HEAD_KEYS,
  type AssumptionId,
} from "../../gatsby/contract";
import { buildDirs, checkContract, contractReport, type BuildDirs } from "../../gatsby/contract-check";
import { loadScriptsAfterPaint } from "../../gatsby/scripts-after-paint";
import { BROWSER_APP_MARKER } from "../../src/lib/browser-app-marker";
import { SHEET_NAMES_ATTRIBUTE } from "../../src/lib/emotion-cache";

/*
 * A build's output in miniature, shaped as Gatsby 5 writes it (the files and strings the contract reads),
 * which the contract accepts; each assumption is then broken in it by hand, as an upgrade of Gatsby could,
 * and the check must name that assumption. The real build is checked by npm's postbuild.
 */

const BUNDLES = ["webpack-runtime-1.js", "framework-1.js", "app-1.js"];
const bundleTags = (attribute = "async") =>
  BUNDLES.map((file) => `<script src="/${file}" ${attribute}></script>`).join("");

function page(tags: string, { emotionSheet = true } = {}): string {
  const fonts =
    `<style id="web-fonts" media="not all" data-identity="${GLOBAL_CSS_IDENTITY}">` +
    `@font-face{font-family:Inter;font-weight:400;src:url(/static/inter-1.woff2) format("woff2")}</style>`;
  const sheet = emotionSheet
    ? `<style ${SHEET_NAMES_ATTRIBUTE}="a1 b2">.css-a1{color:red}.css-b2{margin:0}</style>`
    : "";
  const body = emotionSheet ? "" : "<style>.css-a1{color:red}</style>";
  return loadScriptsAfterPaint(
    `<!DOCTYPE html><html lang="en"><head>${fonts}${sheet}</head>` +
      `<body>${body}<div id="___gatsby"><p class="css-a1">Hello</p></div>${tags}</body></html>`,
  );
}

function writeBuild(root: string): BuildDirs {
  const dirs = buildDirs(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const stats = {
    namedChunkGroups: {
      app: { assets: [...BUNDLES.slice(0, 2), "styles.1.css", BUNDLES[2]].map((name) => ({ name })) },
      "component---src-pages-index-tsx": { assets: [{ name: "component---src-pages-index-tsx-1.js" }] },
      [CAROUSEL_CHUNK_GROUP]: { assets: ["carousel-1.js"] },
      "island-hero": { assets: [{ name: "island-hero-1.js" }] },
    },
  };
  write(path.join(dirs.root, "src/lib/browser-app.ts"), `import x from "$virtual/async-requires";\n`);
  write(
    path.join(dirs.modules, "gatsby/dist/utils/webpack.config.js"),
    "entry = {\n  app: directoryPath(`.cache/production-app`)\n};\n" +
      "splitChunks = { cacheGroups: {\n  framework: {},\n  lib: {\n  },\n  shared: {\n  }\n} };\n",
  );
  write(path.join(dirs.modules, "gatsby/dist/internal-plugins/partytown/gatsby-browser.js"), "");
  write(
    path.join(dirs.modules, "gatsby-plugin-image/gatsby-ssr.js"),
    IMAGE_PLUGIN_HEAD_KEYS.map((key) => `createElement("style", {\n    key: "${key}",\n  })`).join(", "),
  );
  write(path.join(dirs.modules, "gatsby-link/dist/index.modern.mjs"), `window.${GATSBY_LINK_MARKER}(to)`);
  write(
    path.join(dirs.modules, "@emotion/utils/dist/emotion-utils.cjs.js"),
    "if (cache.compat !== undefined) {}",
  );
  write(path.join(dirs.modules, "@emotion/cache/dist/emotion-cache.cjs.js"), "var inserted = {};");
  write(path.join(dirs.cache, "production-app.js"), `window.addEventListener("${GATSBY_APP_MARKER}", f)`);
  write(
    path.join(dirs.cache, "static-entry.js"),
    "<style data-href={href} data-identity={`gatsby-global-css`} />\n" +
      "return <script key={scriptPath} src={scriptPath} async />\n",
  );
  write(
    path.join(dirs.cache, "_this_is_virtual_fs_path_/$virtual/async-requires.js"),
    "exports.components = {}",
  );
  write(path.join(dirs.public, "webpack.stats.json"), JSON.stringify(stats));
  for (const file of BUNDLES) write(path.join(dirs.public, file), "");
  write(path.join(dirs.public, "app-1.js"), `document.documentElement.dataset.app="${BROWSER_APP_MARKER}"`);
  write(path.join(dirs.public, "styles.1.css"), "");
  write(path.join(dirs.public, "component---src-pages-index-tsx-1.js"), "");
  write(path.join(dirs.public, "island-hero-1.js"), "");
  write(path.join(dirs.public, "carousel-1.js"), `className:"${CAROUSEL_MARKER}"`);
  write(path.join(dirs.public, "_gatsby/slices/_gatsby-scripts-1.html"), loadScriptsAfterPaint(bundleTags()));
  write(path.join(dirs.public, "index.html"), page(bundleTags()));
  write(path.join(dirs.public, "about/index.html"), page(bundleTags()));
  write(path.join(dirs.public, "admin/decap-cms.js"), `window.${CMS_MARKER}`);
  write(path.join(dirs.public, "admin/index.html"), "<!DOCTYPE html><html><head></head><body></body></html>");
  return dirs;
}

/** Replaces `from` by `to` in one file of the build; the text must be there. */
function edit(file: string, from: string | RegExp, to: string): void {
  const text = fs.readFileSync(file, "utf8");
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`the test's edit found nothing to change in ${file}`);
  fs.writeFileSync(file, changed);
}

/** One way Gatsby, a plugin or emotion could break each assumption. */
const BREAKS: Record<AssumptionId, (dirs: BuildDirs) => void> = {
  "browser-entry": (dirs) =>
    edit(path.join(dirs.modules, "gatsby/dist/utils/webpack.config.js"), "production-app", "browser-app"),
  "gatsby-app-marker": (dirs) =>
    edit(path.join(dirs.cache, "production-app.js"), GATSBY_APP_MARKER, "gatsby-compilation-hash"),
  "partytown-module": (dirs) =>
    fs.rmSync(path.join(dirs.modules, "gatsby/dist/internal-plugins/partytown/gatsby-browser.js")),
  "split-groups": (dirs) =>
    edit(path.join(dirs.modules, "gatsby/dist/utils/webpack.config.js"), "shared:", "common:"),
  "page-chunk-groups": (dirs) =>
    edit(path.join(dirs.public, "webpack.stats.json"), '"component---src-pages-index-tsx"', '"page--index"'),
  // Webpack names each asset's file differently.
  "webpack-stats": (dirs) =>
    edit(
      path.join(dirs.public, "webpack.stats.json"),
      '{"name":"island-hero-1.js"}',
      '{"file":"island-hero-1.js"}',
    ),
  "async-requires": (dirs) =>
    edit(
      path.join(dirs.cache, "_this_is_virtual_fs_path_/$virtual/async-requires.js"),
      "exports.components",
      "exports.pages",
    ),
  // Gatsby writes its bundles as deferred scripts: the rewrite finds none of them.
  "bundle-tags": (dirs) =>
    fs.writeFileSync(path.join(dirs.public, "about/index.html"), page(bundleTags("defer"))),
  "image-head-keys": (dirs) =>
    edit(
      path.join(dirs.modules, "gatsby-plugin-image/gatsby-ssr.js"),
      '"gatsby-image-style"',
      '"image-style"',
    ),
  "global-css": (dirs) =>
    edit(path.join(dirs.cache, "static-entry.js"), GLOBAL_CSS_IDENTITY, "gatsby-inlined-css"),
  // Emotion writes its rules before each element again, none in the head.
  "emotion-compat": (dirs) =>
    fs.writeFileSync(path.join(dirs.public, "about/index.html"), page(bundleTags(), { emotionSheet: false })),
  "gatsby-link-marker": (dirs) =>
    edit(path.join(dirs.modules, "gatsby-link/dist/index.modern.mjs"), GATSBY_LINK_MARKER, "__navigate"),
  "carousel-marker": (dirs) =>
    edit(path.join(dirs.public, "carousel-1.js"), CAROUSEL_MARKER, "carousel-list"),
  "cms-marker": (dirs) => edit(path.join(dirs.public, "admin/decap-cms.js"), CMS_MARKER, "CMS_INIT"),
};

describe("Gatsby's contract check", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "contract-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("accepts a build shaped as the contract says", () => {
    expect(checkContract(writeBuild(root))).toEqual([]);
  });

  it.each(ASSUMPTIONS.map(({ id }) => id))("names the assumption %s when a build breaks it", (id) => {
    const dirs = writeBuild(root);
    BREAKS[id](dirs);
    const problems = checkContract(dirs);
    expect(problems.length).toBeGreaterThan(0);
    expect(new Set(problems.map((problem) => problem.id))).toEqual(new Set([id]));
    expect(contractReport(problems)).toContain(`[${id}] `);
  });

  it("passes nothing vacuously: with no build at all, every assumption fails", () => {
    const problems = checkContract(buildDirs(root));
    expect(new Set(problems.map((problem) => problem.id))).toEqual(new Set(ASSUMPTIONS.map(({ id }) => id)));
  });
});
