/**
 * `npm run bench:build` (run it alone: `flock /tmp/heavy.lock npm run bench:build`): how long a
 * maintainer waits for the full `npm run build` (gatsby build + postbuild checks), from one run:
 *   1. cold: after `gatsby clean` (no cache, no public/);
 *   2. warm, no change;
 *   3. warm, after a text edit (one alumnus's company);
 *   4. warm, after adding one photo (a new alumnus with a new portrait);
 *   5. warm, after taking it out again (so public/ matches the repository's content at the end).
 * Prints each total with Gatsby's own figure and the postbuild steps' times. The content is restored
 * afterwards, also when a build fails or the run is interrupted.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PAGE_ROUTES } from "../../src/lib/routes";

const ROOT = path.resolve(__dirname, "..", "..");
const ALUMNI = path.join(ROOT, "content", "alumni");
const BENCH_SLUG = "bench-build-photo";

interface Run {
  name: string;
  seconds: number;
  gatsby?: string;
  steps: string[];
}

/** The rebuilt alumni page (its HTML or its page data) must show the change that was timed. */
function expectOnAlumniPage(text: string): void {
  const route = PAGE_ROUTES.alumni.slice(1);
  const files = [`${route}/index.html`, `page-data/${route}/page-data.json`].map((file) =>
    path.join(ROOT, "public", file),
  );
  const showing = files.filter((file) => fs.existsSync(file) && fs.readFileSync(file, "utf8").includes(text));
  if (showing.length === 0) throw new Error(`the rebuilt ${PAGE_ROUTES.alumni} page does not show "${text}"`);
  console.log(
    `The rebuilt ${PAGE_ROUTES.alumni} page shows "${text}" (${showing.map((file) => path.relative(ROOT, file)).join(", ")}).`,
  );
}

function build(name: string): Run {
  const started = process.hrtime.bigint();
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    process.stderr.write(output);
    throw new Error(`${name}: npm run build failed (${result.status})`);
  }
  const gatsbySeconds = /Done building in ([0-9.]+) sec/.exec(output)?.[1];
  const run: Run = {
    name,
    seconds,
    gatsby: gatsbySeconds ? Number(gatsbySeconds).toFixed(1) : undefined,
    steps: [...output.matchAll(/^postbuild: (.+)$/gm)].map((match) => match[1] ?? ""),
  };
  console.log(`${name}: ${seconds.toFixed(1)} s (gatsby build ${run.gatsby ?? "?"} s)`);
  return run;
}

/** Runs `change`, then `fn`; whatever happens, `undo` puts the content back. */
function withChange<T>(change: () => void, undo: () => void, fn: () => T): T {
  change();
  try {
    return fn();
  } finally {
    undo();
  }
}

function main(): void {
  const entries = fs
    .readdirSync(ALUMNI)
    .filter((file) => file.endsWith(".json"))
    .sort();
  const textFile = path.join(ALUMNI, entries[0] ?? "");
  const original = fs.readFileSync(textFile, "utf8");
  const entry = JSON.parse(original) as { photo: string; company: string };
  const newEntry = path.join(ALUMNI, `${BENCH_SLUG}.json`);
  const newPhoto = path.join(ALUMNI, "images", `${BENCH_SLUG}.jpg`);
  const restore = (): void => {
    fs.writeFileSync(textFile, original);
    fs.rmSync(newEntry, { force: true });
    fs.rmSync(newPhoto, { force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      restore();
      process.exit(130);
    });
  }

  const runs: Run[] = [];
  try {
    const clean = spawnSync("npx", ["gatsby", "clean"], {
      cwd: ROOT,
      stdio: "ignore",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    });
    if (clean.status !== 0) throw new Error("gatsby clean failed");
    runs.push(build("cold (after gatsby clean)"));
    runs.push(build("warm, no change"));
    runs.push(
      withChange(
        () =>
          fs.writeFileSync(
            textFile,
            JSON.stringify({ ...entry, company: `${entry.company} (bench)` }, null, 2),
          ),
        restore,
        () => {
          const run = build(`warm, after a text edit (${path.basename(textFile)})`);
          expectOnAlumniPage(`${entry.company} (bench)`);
          return run;
        },
      ),
    );
    runs.push(
      withChange(
        () => {
          // A new file with new bytes, so sharp has a photo it has never seen to process.
          const photo = fs.readFileSync(path.join(ALUMNI, entry.photo));
          fs.writeFileSync(newPhoto, Buffer.concat([photo, Buffer.from(`bench ${Date.now()}`)]));
          fs.writeFileSync(
            newEntry,
            JSON.stringify({
              $schema: "../schemas/alumni.schema.json",
              slug: BENCH_SLUG,
              name: "Bench Photo",
              post: "Engineer",
              company: "Bench",
              photo: `./images/${BENCH_SLUG}.jpg`,
            }),
          );
        },
        restore,
        () => {
          const run = build("warm, after adding one photo");
          expectOnAlumniPage("Bench Photo");
          return run;
        },
      ),
    );
    // Leaves public/ built from the repository's content again (a rebuild after a removal).
    runs.push(build("warm, after removing the photo again"));
  } finally {
    restore();
  }
  console.log("\n| build | full npm run build | gatsby build | postbuild steps |");
  console.log("|---|---|---|---|");
  for (const run of runs) {
    console.log(
      `| ${run.name} | ${run.seconds.toFixed(1)} s | ${run.gatsby ?? "?"} s | ${run.steps.join("; ")} |`,
    );
  }
}

main();
