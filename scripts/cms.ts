/**
 * `npm run cms`: edit this working copy in the browser, offline, with `gatsby develop` and decap-server
 * (writing content/ directly), after removing a build `gatsby develop` cannot run beside. Environment:
 * PORT (default 8000), CMS_PORT (decap-server, default 8081), CMS_REPO_DIR (default this repository).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const HOST = "127.0.0.1";
const sitePort = process.env.PORT ?? "8000";
const cmsPort = process.env.CMS_PORT ?? "8081";
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? ROOT);

/** Files only a production build writes into public/ (develop with DEV_SSR writes the webpack stats too). */
const PRODUCTION_FILES = ["index.html", "404.html"];
/** Written into .cache/ once the development site runs: the folder whose development cache it is. */
export const CACHE_MARK = "npm-run-cms.json";

/** Why public/ and .cache/ in `root` cannot serve the development site, if they cannot. */
export function leftoverBuild(root: string): string | undefined {
  const publicDir = path.join(root, "public");
  if (PRODUCTION_FILES.some((name) => fs.existsSync(path.join(publicDir, name)))) {
    return "the production build";
  }
  const cacheDir = path.join(root, ".cache");
  if (!fs.existsSync(cacheDir)) return undefined;
  let owner: unknown;
  try {
    owner = (JSON.parse(fs.readFileSync(path.join(cacheDir, CACHE_MARK), "utf8")) as { root?: unknown }).root;
  } catch {
    owner = undefined;
  }
  return owner === root ? undefined : "a cache from a build or another folder";
}

/** Removes public/ and .cache/ when `gatsby develop` cannot run beside them; returns a line saying so. */
export function clearLeftoverBuild(root: string): string | undefined {
  const reason = leftoverBuild(root);
  if (!reason) return undefined;
  for (const dir of ["public", ".cache"]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  return `Removed ${reason} (public/ and .cache/) so the development site starts clean; \`npm start\` builds it again.`;
}

/** Marks .cache/ as this folder's development cache, which the next `npm run cms` keeps. */
export function markDevelopCache(root: string): void {
  const cacheDir = path.join(root, ".cache");
  if (fs.existsSync(cacheDir))
    fs.writeFileSync(path.join(cacheDir, CACHE_MARK), `${JSON.stringify({ root })}\n`);
}

const children: ChildProcess[] = [];
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
    // Once the development server answers: the editor's page is served from then on.
    if (name === "site" && /You can now view/.test(text)) announce();
  });
  child.on("exit", (code) => {
    console.log(`[${name}] stopped (${code ?? "signal"})`);
    stop();
  });
  children.push(child);
}

let announced = false;
function announce(): void {
  if (announced) return;
  announced = true;
  markDevelopCache(ROOT);
  // A decap-server port other than Decap's default 8081 travels in the editor's query.
  const query = cmsPort === "8081" ? "" : `?local_backend_port=${cmsPort}`;
  console.log(
    `\n  Content editor: http://localhost:${sitePort}/admin/${query}\n` +
      `  Site:           http://localhost:${sitePort}/\n` +
      `  Editing:        ${path.join(repoDir, "content")} (local backend on port ${cmsPort}; no sign-in)\n` +
      "  Stop with Ctrl+C.\n",
  );
}

function stop(): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

if (require.main === module) {
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const cleared = clearLeftoverBuild(ROOT);
  if (cleared) console.log(cleared);
  start("decap-server", process.execPath, [require.resolve("decap-server/dist/index.js")], {
    PORT: cmsPort,
    BIND_HOST: HOST,
    GIT_REPO_DIRECTORY: repoDir,
  });
  start(
    "site",
    process.execPath,
    [require.resolve("gatsby/cli"), "develop", "--host", HOST, "--port", sitePort],
    {
      GATSBY_TELEMETRY_DISABLED: "1",
    },
  );
}
