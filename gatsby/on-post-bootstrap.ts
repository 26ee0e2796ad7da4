/**
 * Writes the content editor into public/admin/ on every build and develop: its page, config, content,
 * Decap's bundle and src/admin/'s scripts bundled by esbuild, outside webpack so no visitor page loads it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BuildOptions, Plugin } from "esbuild";
import type { GatsbyNode } from "gatsby";
import { editorContent } from "./editor-content";
import { writePreviewStyle } from "./editor-preview";
import { generateCmsConfig, toJson } from "./cms-config";

/** The editor's folder in the built site, and its URL path. */
export const ADMIN_DIR = "admin";
export const ADMIN_PATH = `/${ADMIN_DIR}`;
/** Decap's prebuilt bundle and its lazily loaded chunks ("123.decap-cms.js"); source maps are left out. */
const BUNDLE = /^(?:[0-9]+\.)?decap-cms\.js$/;

/** Copies `from` to `to` unless an identical copy (same size and time) is there: the precompressed copies stay current. */
function copyIfChanged(from: string, to: string): void {
  const source = fs.statSync(from);
  const target = fs.statSync(to, { throwIfNoEntry: false });
  if (target && target.size === source.size && target.mtimeMs === source.mtimeMs) return;
  fs.copyFileSync(from, to);
  fs.utimesSync(to, source.atime, source.mtime);
}

function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return;
  fs.writeFileSync(file, text);
}

/** The editor's content check reads files only through content.json: Node's modules are left empty. */
const noNodeModules: Plugin = {
  name: "no-node-modules",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: "node-module" }));
    esbuild.onLoad({ filter: /.*/, namespace: "node-module" }, () => ({ contents: "module.exports = {};" }));
  },
};

/** One file of src/admin/ and what it imports, bundled by esbuild into one minified script. */
async function bundleAdminScript(rootDir: string, file: string, options: BuildOptions = {}): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    ...options,
    entryPoints: [path.join(rootDir, "src", "admin", file)],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** src/admin/check.ts as one script that sets window.ContentCheck. */
const bundleCheck = (rootDir: string): Promise<string> =>
  bundleAdminScript(rootDir, "check.ts", { globalName: "ContentCheck", plugins: [noNodeModules] });

/** src/admin/start.ts as one script that starts Decap when the page has loaded. */
export const bundleStart = (rootDir: string): Promise<string> => bundleAdminScript(rootDir, "start.ts");

/** src/admin/preview.tsx as one script setting window.SitePreview, with React and emotion of its own. */
const bundlePreview = (rootDir: string): Promise<string> =>
  bundleAdminScript(rootDir, "preview.tsx", {
    globalName: "SitePreview",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // The components' GraphQL fragments are for Gatsby's build; the preview hands them their data.
    alias: { gatsby: path.join(rootDir, "src", "admin", "gatsby-stub.ts") },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // The global styles name the headings' font file (src/styles/brand-font.ts); the pane loads its
    // faces from preview.css instead (gatsby/editor-preview.ts).
    loader: { ".woff2": "empty" },
  });

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  // Gatsby compiles this file into .cache/, so the project root is the working directory.
  const rootDir = process.cwd();
  const adminDir = path.join(rootDir, "public", ADMIN_DIR);
  fs.mkdirSync(adminDir, { recursive: true });
  const config = generateCmsConfig({
    schemaDir: path.join(rootDir, "content", "schemas"),
    repo: process.env.CMS_GITHUB_REPO,
    branch: process.env.CMS_GITHUB_BRANCH,
    siteUrl: process.env.CMS_SITE_URL,
  });
  writeIfChanged(path.join(adminDir, "config.json"), toJson(config));
  writeIfChanged(path.join(adminDir, "content.json"), JSON.stringify(editorContent(rootDir)));
  writeIfChanged(path.join(adminDir, "check.js"), await bundleCheck(rootDir));
  writeIfChanged(path.join(adminDir, "preview.js"), await bundlePreview(rootDir));
  writeIfChanged(path.join(adminDir, "preview.css"), writePreviewStyle(rootDir, adminDir));
  writeIfChanged(path.join(adminDir, "start.js"), await bundleStart(rootDir));
  writeIfChanged(
    path.join(adminDir, "index.html"),
    fs.readFileSync(path.join(rootDir, "src", "admin", "index.html"), "utf8"),
  );
  // Resolved from the project (Gatsby bundles this file, which leaves require.resolve undefined).
  const projectRequire = createRequire(path.join(rootDir, "package.json"));
  const dist = path.join(path.dirname(projectRequire.resolve("decap-cms/package.json")), "dist");
  for (const file of fs.readdirSync(dist).filter((name) => BUNDLE.test(name))) {
    copyIfChanged(path.join(dist, file), path.join(adminDir, file));
  }
  reporter.info(`Content editor written to public/${ADMIN_DIR}/ (${ADMIN_PATH}/)`);
};
