/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copyProject, ROOT } from "../fixtures/project-copy";
import { BANK, CONTACT, doYear, type Year } from "./handover-year";

/**
 * The club's year, done to a scratch copy of the project: a board handover (every member replaced by a
 * new person in the same post, five alumni leaving and two joining, one sponsor swapped) and then the
 * launch (every photo and logo replaced, every placeholder text, the bank and contact details, one album
 * added and one removed). Against that copy it runs what gates publishing: the content check in its
 * launch mode (which also proves no placeholder is left), the production build with its own checks, and
 * every jest suite that reads content/. All must pass, and the built pages must show the new content.
 *
 * The photos are small generated pictures, so the build's image work stays cheap: the whole test is
 * meant to run in CI on a 2-core machine beside the other suites.
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

/** Runs a command in the copy; resolves with its exit code, the seconds it took and its output's tail. */
function run(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number | null; seconds: number; tail: string }> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
  // The outer jest's own settings must not reach the build or the inner jest.
  delete env.NODE_ENV;
  delete env.JEST_WORKER_ID;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({ code, seconds: (Date.now() - started) / 1000, tail: output.slice(-6000) }),
    );
  });
}

/** The visible part of a built page: its <main>. */
function mainOf(scratch: string, route: string): string {
  const html = fs.readFileSync(path.join(scratch, "public", route, "index.html"), "utf8");
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>");
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end);
}

jest.setTimeout(20 * 60_000);

describe("a board handover and the launch, done to a copy", () => {
  let scratch: string;
  let content: string;
  const summary: string[] = [];
  let changed: Year;

  beforeAll(async () => {
    scratch = copyProject("handover-launch-", TEST_FILES);
    content = path.join(scratch, "content");

    // The year's changes, with names new to this content (handover-year.ts).
    changed = await doYear(content);
    summary.push(...changed.summary);
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
    const result = await run("npx", ["tsx", "scripts/check-content.ts", "--launch"], scratch);
    summary.push(
      `check:content --launch: ${result.code === 0 ? "PASS" : "FAIL"} in ${result.seconds.toFixed(0)} s`,
    );
    if (result.code !== 0) throw new Error(`check:content --launch failed:\n${result.tail}`);
  });

  it("builds (npm run build, with the build's own route, link and size checks)", async () => {
    const result = await run("npm", ["run", "build"], scratch);
    summary.push(`npm run build: ${result.code === 0 ? "PASS" : "FAIL"} in ${result.seconds.toFixed(0)} s`);
    if (result.code !== 0) throw new Error(`npm run build failed:\n${result.tail}`);

    const board = mainOf(scratch, "governingboard");
    for (const name of changed.boardIn) expect(board).toContain(name);
    for (const name of changed.boardOut) expect(board).not.toContain(name);
    const alumni = mainOf(scratch, "alumnis");
    for (const { name } of changed.alumniIn) expect(alumni).toContain(name);
    for (const name of changed.alumniOut) expect(alumni).not.toContain(name);
    const sponsors = mainOf(scratch, "sponsors");
    expect(sponsors).toContain(changed.sponsorIn);
    expect(sponsors).not.toContain(changed.sponsorOut);
    const contact = mainOf(scratch, "contact");
    expect(contact).toContain(`mailto:${CONTACT.email}`);
    for (const phone of CONTACT.phones) expect(contact).toContain(phone);
    const support = mainOf(scratch, "supportus");
    for (const value of Object.values(BANK)) expect(support).toContain(value);
    expect(support).not.toMatch(/0000 0000|XXXX0/);
    expect(fs.existsSync(path.join(scratch, "public", "gallery", changed.albumIn.slug, "index.html"))).toBe(
      true,
    );
    expect(mainOf(scratch, `gallery/${changed.albumIn.slug}`)).toContain(changed.albumIn.name);
    expect(fs.existsSync(path.join(scratch, "public", "gallery", changed.albumOut.slug))).toBe(false);
    expect(mainOf(scratch, "gallery")).toContain(`/gallery/${changed.albumIn.slug}`);
    expect(mainOf(scratch, "gallery")).not.toContain(`/gallery/${changed.albumOut.slug}"`);
    expect(mainOf(scratch, "gallery")).not.toContain(changed.albumOut.name);
    summary.push(
      "Built pages: new board, alumni, sponsor, contact and bank details shown; old ones gone; new album page built, removed one not.",
    );
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
    const result = await run("npx", ["jest", "--ci", "--selectProjects", "site", "--", ...suites], scratch);
    const counts = /Tests:\s+(.*)/.exec(result.tail)?.[1] ?? "no count";
    summary.push(
      `jest in the copy (${suites.length} suites that read content/): ${result.code === 0 ? "PASS" : "FAIL"} in ${result.seconds.toFixed(0)} s (${counts})`,
    );
    if (result.code !== 0) throw new Error(`jest in the copy failed:\n${result.tail}`);
  });
});
