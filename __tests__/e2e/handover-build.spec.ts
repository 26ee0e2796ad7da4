import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { runInCopy } from "../content/handover-run";
import { BANK, CONTACT, doYear } from "../content/handover-year";
import { copyProject, ROOT } from "../fixtures/project-copy";

/**
 * The club's year done to a scratch copy of the project (handover-year.ts: the whole board replaced, five
 * alumni leaving and two joining, one sponsor swapped, every photo and placeholder text, the bank and
 * contact details, one album added and one removed), then the production build of that copy with the
 * build's own route, link and size checks: it must pass, and the built pages must show the new content
 * and none of the old. `npm test`'s handover-launch.test.ts runs the launch check and the content-reading
 * jest suites on the same year; this build, over a minute on a 2-core machine, is the browser suite's,
 * which runs where a build is made anyway. It reads the built HTML, so it needs no browser.
 *
 * It runs in a project of its own after the browser tests (playwright.config.ts), so that the build
 * never slows a page under test; `npx playwright test --project=handover --no-deps` runs it alone.
 */

/** The visible part of a built page of the copy: its <main>. */
function mainOf(scratch: string, route: string): string {
  const html = fs.readFileSync(path.join(scratch, "public", route, "index.html"), "utf8");
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>");
  expect(start, `${route} has a <main>`).toBeGreaterThan(-1);
  return html.slice(start, end);
}

test("a board handover and the launch, done to a copy, build; the built pages show the new content", async () => {
  test.setTimeout(15 * 60_000);
  const scratch = copyProject("handover-build-");
  const summary: string[] = [];
  try {
    // The year's changes, with names new to this content (the same ones as npm test's copy).
    const changed = await doYear(path.join(scratch, "content"));
    summary.push(...changed.summary);

    const result = await runInCopy("npm", ["run", "build"], scratch);
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
  } finally {
    // For the CI log and for pasting: what was changed, the build's time and result.
    const text = `Handover build (browser suite):\n  ${summary.join("\n  ")}\n`;
    console.log(text);
    fs.mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
    fs.writeFileSync(path.join(ROOT, "test-results", "handover-build.txt"), text);
    if (!process.env.KEEP_HANDOVER_COPY) fs.rmSync(scratch, { recursive: true, force: true });
  }
});
