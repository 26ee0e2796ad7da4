/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkCanonical } from "../../gatsby/canonical-content";
import { checkFixture, copyBaseFixture } from "../fixtures/content-patches";

const ROOT = path.join(__dirname, "..", "..");
const VEHICLE = "content/vehicles/zfr1.0.json";
const TEAM = "content/teams/zfr-cv.json";

jest.setTimeout(60_000);

/** Runs `npm run format:content -- <folder>` as npm would. */
function formatContent(contentDir: string): string {
  const result = spawnSync(
    process.execPath,
    [require.resolve("tsx/cli"), "scripts/format-content.ts", contentDir],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  expect(result.status).toBe(0);
  return result.stdout;
}

describe("npm run format:content", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "format-content-"));
    copyBaseFixture(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const read = (file: string): string => fs.readFileSync(path.join(root, file), "utf8");

  it("rewrites only the files out of format, in schema order, changing no value", () => {
    const canonical = read(VEHICLE);
    const team = read(TEAM);
    const data = JSON.parse(canonical) as Record<string, unknown>;
    const reversed = Object.fromEntries(Object.entries(data).reverse());
    fs.writeFileSync(path.join(root, VEHICLE), JSON.stringify(reversed));

    const output = formatContent(path.join(root, "content"));

    expect(output).toContain(`formatted ${path.relative(ROOT, path.join(root, VEHICLE))}`);
    expect(output).toContain("Formatted 1 file.");
    expect(read(VEHICLE)).toBe(canonical);
    expect(read(TEAM)).toBe(team);
    expect(checkCanonical({ rootDir: root })).toEqual([]);
    expect(checkFixture(root)).toEqual([]);
  });

  it("leaves canonical files alone and says so", () => {
    const before = fs.statSync(path.join(root, VEHICLE)).mtimeMs;
    expect(formatContent(path.join(root, "content"))).toContain("already in the canonical format");
    expect(fs.statSync(path.join(root, VEHICLE)).mtimeMs).toBe(before);
  });
});
