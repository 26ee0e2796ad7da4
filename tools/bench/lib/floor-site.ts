/**
 * The floor of `npm run bench:first-visit`: the least a Gatsby 5 page can cost, built from this project's
 * own gatsby, react and react-dom. One page, no plugins: an <h1>, a paragraph and a <button> with a
 * useState click counter (so there is something to hydrate), a title and <html lang="en">.
 *
 * It is written into FLOOR_DIR, a gitignored folder in the project root (Node finds the project's
 * node_modules by walking up from it; under node_modules Gatsby would not transpile the page), and built
 * there with the project's gatsby CLI on every run, so it always comes from the current dependencies.
 * (ESLint and Prettier ignore it too.) Being rebuilt every time, it is removed when the bench is done
 * (`removeFloor`).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { precompress } from "../../../src/server/http/precompress";

export const ROOT = path.resolve(__dirname, "..", "..", "..");
/** Listed in .gitignore. */
export const FLOOR_DIR = path.join(ROOT, ".floor-site");
/** A floor build that takes longer than this has hung. */
const BUILD_TIMEOUT_MS = 10 * 60_000;

const version = (name: string): string =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

/** The versions the floor is built from: the project's installed gatsby, react and react-dom. */
export const floorDependencies = (): Record<string, string> =>
  Object.fromEntries(["gatsby", "react", "react-dom"].map((name) => [name, version(name)]));

/** The floor's files, by path from FLOOR_DIR. */
function floorFiles(): Record<string, string> {
  const dependencies = floorDependencies();
  return {
    "package.json": `${JSON.stringify({ name: "floor-site", private: true, dependencies }, null, 2)}\n`,
    "gatsby-config.js": `module.exports = { plugins: [] };\n`,
    "gatsby-ssr.js": `exports.onRenderBody = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};
`,
    "src/pages/index.js": `import React, { useState } from "react";

export default function Index() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>The floor</h1>
      <p>The smallest Gatsby page with something to hydrate: a heading, this paragraph and a button.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}

export const Head = () => (
  <>
    <title>The floor</title>
    <meta name="description" content="The least a Gatsby page costs: the floor of the first-visit bench." />
  </>
);
`,
  };
}

/** Runs `gatsby build` in `cwd`; its output is kept and shown only if it fails. */
function gatsbyBuild(cwd: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production", CI: "true" },
      // In the bench's process group, so a Ctrl-C in the terminal stops it too.
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Gatsby's workers end when it does (their IPC channel closes).
    const stop = (): void => {
      if (child.exitCode === null) child.kill("SIGKILL");
    };
    const timer = setTimeout(stop, BUILD_TIMEOUT_MS);
    signal?.addEventListener("abort", stop);
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", stop);
    };
    child.on("error", (error) => {
      done();
      reject(error);
    });
    child.on("exit", (code, exitSignal) => {
      done();
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `the floor's gatsby build failed (${exitSignal ?? `code ${code}`}):\n${output.slice(-4000)}`,
          ),
        );
    });
  });
}

/**
 * Writes the floor into FLOOR_DIR (anything there before is removed), builds it, writes the brotli and
 * gzip copies the server sends (as postbuild does for the site), and returns its public/ folder.
 * Aborting `signal` stops the build.
 */
export async function buildFloor(signal?: AbortSignal): Promise<string> {
  removeFloor();
  for (const [file, text] of Object.entries(floorFiles())) {
    const full = path.join(FLOOR_DIR, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  await gatsbyBuild(FLOOR_DIR, signal);
  const publicDir = path.join(FLOOR_DIR, "public");
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error("the floor's build wrote no index.html");
  await precompress(publicDir);
  return publicDir;
}

export function removeFloor(): void {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true, maxRetries: 3 });
}
