/**
 * `npm run check:content [-- <folder>]`: the content against its schemas and cross-references (what the
 * build checks), in canonical format (`npm run format:content`), its photos safe (`npm run media:import`);
 * one line per problem (file › entry › field: what is wrong), an annotation on its line in GitHub
 * Actions, exit 1 on any. Images no entry names are a warning.
 * `-- --launch` also refuses those images and every placeholder still in the content (which the normal
 * check accepts); `-- --launch --html DIR` writes them as a page (scripts/lib/launch-page.tsx).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { checkCanonical } from "../gatsby/canonical-content";
import { formatProblem, readContent, type ContentProblem } from "../gatsby/content-check";
import { checkEntries, unusedImages } from "../gatsby/content-rules";
import { contentImages } from "../gatsby/editor-content";
import { countLabel } from "../src/lib/format";
import { annotation } from "./lib/annotations";
import { launchPlaceholders } from "./lib/launch-check";
import { writeLaunchPage } from "./lib/launch-page";
import { checkPhotos } from "./lib/photos";
import { runMain } from "./lib/run-main";

const projectDir = path.resolve(__dirname, "..");
const { values, positionals } = parseArgs({
  options: { launch: { type: "boolean", default: false }, html: { type: "string" } },
  allowPositionals: true,
});
const contentDir = positionals[0] ? path.resolve(positionals[0]) : undefined;
/** Problems name files relative to this folder: the project, or the folder holding the checked copy. */
const baseDir = contentDir ? path.dirname(contentDir) : projectDir;

function report(problems: ContentProblem[], heading: string): void {
  if (process.env.GITHUB_ACTIONS === "true") {
    for (const problem of problems) console.log(annotation(problem, baseDir));
  }
  console.error(heading);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
}

async function main(): Promise<number> {
  // The content and its images are read once: for the check, the photos' check and the images no entry names.
  const content = readContent(
    contentDir
      ? { rootDir: baseDir, contentDir, staticDir: path.join(projectDir, "static") }
      : { rootDir: projectDir },
  );
  const invalid = [...content.problems, ...checkEntries(content.snapshot)];
  const images = contentImages(baseDir, contentDir);
  // A file with a wrong field or broken JSON gets that message alone: format:content would not fix it.
  const named = new Set(invalid.map((problem) => problem.file));
  const problems = [
    ...invalid,
    ...checkCanonical({ rootDir: baseDir, contentDir }).filter((problem) => !named.has(problem.file)),
    ...(await checkPhotos(baseDir, images)),
  ];
  if (problems.length > 0) {
    report(problems, `Content check failed with ${countLabel(problems.length, "problem")}:`);
    if (values.launch) {
      console.error(
        "Launch check not run: the problems above are what the last edit broke; fix them first, then run it again.",
      );
    }
    return 1;
  }
  console.log(
    "Content check passed: every collection matches its schema, every file and reference exists, " +
      "every file is in the canonical format and every photo is safe.",
  );
  // What deleting an entry or replacing a photo left behind: listed, and refused only before launch.
  const unused = unusedImages(content.snapshot.entries, images);
  if (unused.length > 0) {
    console.warn(
      `${unused.length} image${unused.length === 1 ? " is" : "s are"} not used by any entry; delete ${unused.length === 1 ? "it" : "them"} (git rm):`,
    );
    for (const image of unused) console.warn(`  ${image}`);
  }
  if (!values.launch && values.html === undefined) return 0;
  if (unused.length > 0) {
    console.error("Launch check failed: delete the unused images above before launch.");
    return 1;
  }

  const placeholders = await launchPlaceholders(baseDir);
  if (values.html) {
    const page = await writeLaunchPage(placeholders, path.resolve(values.html), baseDir);
    console.log(`Launch check page: ${path.relative(process.cwd(), page)} (open it in a browser).`);
  }
  if (placeholders.length > 0) {
    // Grouped by collection (the folder under content/), so a new member's stand-in photo is easy to find.
    const grouped = [...placeholders].sort((a, b) => a.source.collection.localeCompare(b.source.collection));
    const counts = new Map<string, number>();
    for (const { source } of grouped) counts.set(source.collection, (counts.get(source.collection) ?? 0) + 1);
    report(grouped, `Launch check: ${countLabel(placeholders.length, "placeholder")} remain:`);
    console.error(
      `Launch check failed (exit 1): the content check passed, so the edit broke nothing; ${placeholders.length} ` +
        `placeholder${placeholders.length === 1 ? " is" : "s are"} left from launch (` +
        [...counts].map(([name, count]) => `${name} ${count}`).join(", ") +
        "): replace them before launch.",
    );
    return 1;
  }
  console.log("Launch check passed: no placeholder remains in the content.");
  return 0;
}

runMain(main);
