/**
 * `npm run cms`: edit this working copy in the browser, offline. Starts the development site
 * (`gatsby develop`, which also writes the editor into public/admin/) and decap-server, the local
 * backend through which the editor reads and writes content/ directly; then prints the editor's address.
 * Saved changes are ordinary file changes: review them with `git diff`, commit and push as usual.
 *
 * Environment: PORT (site, default 8000), CMS_PORT (decap-server, default 8081),
 * CMS_REPO_DIR (the folder holding content/, default this repository).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const HOST = "127.0.0.1";
const sitePort = process.env.PORT ?? "8000";
const cmsPort = process.env.CMS_PORT ?? "8081";
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? ROOT);

/** The editor's address; a decap-server port other than Decap's default 8081 travels in the query. */
export const editorUrl = (site: string, backendPort: string): string =>
  `http://localhost:${site}/admin/${backendPort === "8081" ? "" : `?local_backend_port=${backendPort}`}`;

const children: ChildProcess[] = [];
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
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
  return child;
}

let announced = false;
function announce(): void {
  if (announced) return;
  announced = true;
  console.log(
    `\n  Content editor: ${editorUrl(sitePort, cmsPort)}\n  Site:           http://localhost:${sitePort}/\n` +
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
