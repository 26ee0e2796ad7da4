/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { copyProject, ROOT } from "../fixtures/project-copy";
import { runInCopy } from "./handover-run";
import { doYear } from "./handover-year";

/**
 * The club's year, done to a scratch copy of the project: a board handover (every member replaced by a
 * new person in the same post, five alumni leaving and two joining, one sponsor swapped) and then the
 * launch (every photo and logo replaced, every placeholder text, the bank and contact details, one album
 * added and one removed). Against that copy it runs what gates publishing before a build: the content
 * check in its launch mode (which also proves no placeholder is left) and every jest suite that reads
 * content/. Both must pass.
 *
 * The production build of the same year's copy, with its own checks and the new content on the built
 * pages, is the browser suite's (__tests__/e2e/handover-build.spec.ts): it takes over a minute on a
 * 2-core machine, and `npm test` stays within its time so. The photos are small generated pictures.
 */

/** What the jest suites read from the project besides the site's files (this test's own file among them). */
const TEST_FILES = [
  "tools",
  "__tests__",
  "__mocks__",
  "jest.config.js",
  "jest-preprocess.js",
  // The guides' test reads these: the guides, and the paths they name.
  "README.md",
  "docs",
  "deploy",
  ".github",
  ".ci",
];

/** A jest suite reads the content it runs against when its source (or a fixture it uses) names it. */
const READS_CONTENT =
  /\.\.\/\.\.\/content|"content"[,)]|fixtures\/(site-settings|page-copy|teams)|editorContent\(ROOT|rootDir: (ROOT|path\.join\(__dirname)/;

jest.setTimeout(20 * 60_000);

describe("a board handover and the launch, done to a copy", () => {
  let scratch: string;
  let content: string;
  const summary: string[] = [];

  beforeAll(async () => {
    scratch = copyProject("handover-launch-", TEST_FILES);
    content = path.join(scratch, "content");

    // The year's changes, with names new to this content (handover-year.ts).
    summary.push(...(await doYear(content)).summary);
  });

  afterAll(() => {
    // For the CI log and for pasting: what was changed, each step's time and result.
    const text = `Handover-and-launch test:\n  ${summary.join("\n  ")}\n`;
    console.log(text);
    fs.mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
    fs.writeFileSync(path.join(ROOT, "test-results", "handover-launch.txt"), text);
    if (scratch && !process.env.KEEP_HANDOVER_COPY) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("passes the content check, with no placeholder left (npm run check:content -- --launch)", async () => {
    const result = await runInCopy("npx", ["tsx", "scripts/check-content.ts", "--launch"], scratch);
    summary.push(
      `check:content --launch: ${result.code === 0 ? "PASS" : "FAIL"} in ${result.seconds.toFixed(0)} s`,
    );
    if (result.code !== 0) throw new Error(`check:content --launch failed:\n${result.tail}`);
  });

  it("passes every jest suite that reads content/, run in the copy", async () => {
    const suites = (fs.readdirSync(path.join(scratch, "__tests__"), { recursive: true }) as string[])
      .filter((name) => /\.test\.tsx?$/.test(name) && !name.startsWith("e2e") && !name.startsWith("server"))
      // The copy's own jest must not run this test again (it stays in the copy: the guides name it).
      .filter((name) => path.basename(name) !== path.basename(__filename))
      .filter((name) => READS_CONTENT.test(fs.readFileSync(path.join(scratch, "__tests__", name), "utf8")))
      .map((name) => path.join("__tests__", name))
      .sort();
    expect(suites.length).toBeGreaterThan(10);
    const result = await runInCopy(
      "npx",
      ["jest", "--ci", "--selectProjects", "site", "--", ...suites],
      scratch,
    );
    const counts = /Tests:\s+(.*)/.exec(result.tail)?.[1] ?? "no count";
    summary.push(
      `jest in the copy (${suites.length} suites that read content/): ${result.code === 0 ? "PASS" : "FAIL"} in ${result.seconds.toFixed(0)} s (${counts})`,
    );
    if (result.code !== 0) throw new Error(`jest in the copy failed:\n${result.tail}`);
  });
});
