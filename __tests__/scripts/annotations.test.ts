/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { annotation, lineOf } from "../../scripts/lib/annotations";
import { checkFixture, copyBaseFixture, patchContent } from "../fixtures/content-patches";

const VEHICLE = "content/vehicles/zfr1.0.json";

describe("content check annotations for GitHub Actions", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "annotations-"));
    copyBaseFixture(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("puts a wrong field's problem on the file and the line of that field", () => {
    patchContent(root, [{ file: VEHICLE, set: { year: "2016" } }]);
    const [problem, ...rest] = checkFixture(root);
    expect(rest).toEqual([]);
    const text = fs.readFileSync(path.join(root, VEHICLE), "utf8");
    const yearLine = text.split("\n").findIndex((line) => line.includes('"year"')) + 1;
    expect(yearLine).toBeGreaterThan(1);
    expect(annotation(problem!, root)).toBe(
      `::error file=${VEHICLE},line=${yearLine},title=Content check::entry "zfr1.0" › field "year": ${problem!.message}`,
    );
  });

  it("finds a nested field by its path, the n-th item's key for an index", () => {
    const text = [
      "{",
      '  "list": [',
      '    { "rank": 1 },',
      '    { "rank": 2 }',
      "  ],",
      '  "rank": 3',
      "}",
    ].join("\n");
    expect(lineOf(text, "list[0].rank")).toBe(3);
    expect(lineOf(text, "list[1].rank")).toBe(4);
    expect(lineOf(text, "missing")).toBe(1);
  });

  it("escapes what would end the workflow command early", () => {
    const line = annotation(
      { file: "content/a,b:c.json", entry: "e", field: "f", message: "50% done\nnext" },
      root,
    );
    expect(line).toBe(
      '::error file=content/a%2Cb%3Ac.json,line=1,title=Content check::entry "e" › field "f": 50%25 done%0Anext',
    );
  });
});
