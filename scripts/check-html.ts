/**
 * After `npm run build`: every built page passes the Nu HTML Checker (`vnu-jar` on the machine's Java),
 * but for CHECKER_GAPS, what browsers implement and the checker does not know yet; exits 1 on any error.
 *
 * `npm run check:html` (CI runs it after the build); `-- --public DIR` checks a copy of the build.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { htmlFiles } from "../gatsby/html-files";
import { runMain } from "./lib/run-main";

/** The checker's messages that are its own gaps, not the site's faults: each with why. */
const CHECKER_GAPS: { pattern: RegExp; why: string }[] = [
  {
    pattern:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
    why:
      '<link rel="expect" blocking="render"> (HTML\'s render-blocking hint, Chromium 124+) holds the first ' +
      "frame until the page is parsed (gatsby/scripts-after-paint.ts); the checker predates it",
  },
  {
    pattern:
      /^CSS: “(anchor-name|position-anchor|position-area|position-try-fallbacks)”: Property “[a-z-]+” doesn't exist/,
    why: "CSS anchor positioning (Chromium 125+) places the menus' panels; the checker's CSS grammar predates it",
  },
];

interface Message {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { public: { type: "string" } } });
  const publicDir = path.resolve(values.public ?? path.join(__dirname, "..", "public"));
  // Gatsby's slices (_gatsby/slices/) are fragments it stitches into the pages, not pages.
  const files = htmlFiles(publicDir).filter((file) => !path.relative(publicDir, file).startsWith("_gatsby"));
  if (files.length === 0) {
    console.error(`check-html: no HTML under ${publicDir}: run \`npm run build\` first`);
    return 1;
  }
  const jar = String(createRequire(path.join(__dirname, "..", "package.json"))("vnu-jar"));
  let output: string;
  try {
    const run = await promisify(execFile)(
      "java",
      ["-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    output = run.stderr || run.stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      console.error("check-html: the Nu HTML Checker needs Java: apt-get install default-jre-headless");
      return 1;
    }
    throw error;
  }
  const messages = (JSON.parse(output) as { messages: Message[] }).messages.filter(
    ({ type }) => type === "error" || type === "non-document-error",
  );
  const forgiven = new Map<string, number>();
  const errors: string[] = [];
  for (const { url, lastLine, message } of messages) {
    const known = CHECKER_GAPS.find(({ pattern }) => pattern.test(message));
    if (known) forgiven.set(known.why, (forgiven.get(known.why) ?? 0) + 1);
    else {
      const page = url ? `/${path.relative(publicDir, new URL(url).pathname)}` : "(the checker)";
      errors.push(`${page}${lastLine ? `:${lastLine}` : ""}: ${message}`);
    }
  }
  for (const [why, count] of forgiven) console.log(`check-html: ${count} × the checker's gap: ${why}`);
  if (errors.length > 0) {
    console.error(`check-html: ${errors.length} error(s) in ${files.length} pages:\n${errors.join("\n")}`);
    return 1;
  }
  console.log(`check-html: ${files.length} pages pass the Nu HTML Checker`);
  return 0;
}

runMain(main);
