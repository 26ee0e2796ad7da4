/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, formatProblem, type ContentProblem } from "../../gatsby/content-check";

const FIXTURES = path.join(__dirname, "..", "fixtures", "content");
const SCHEMAS = path.join(__dirname, "..", "..", "content", "schemas");

/** Copies the valid base fixture, lays one broken case over it, and checks the result. */
function check(caseName?: string): ContentProblem[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  fs.cpSync(path.join(FIXTURES, "base"), root, { recursive: true });
  if (caseName) fs.cpSync(path.join(FIXTURES, "cases", caseName), root, { recursive: true });
  try {
    return checkContent({ rootDir: root, schemaDir: SCHEMAS, requireAllCollections: false });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function only(problems: ContentProblem[]): ContentProblem {
  expect(problems).toHaveLength(1);
  return problems[0] as ContentProblem;
}

describe("content check", () => {
  it("accepts the valid base fixture", () => {
    expect(check()).toEqual([]);
  });

  it("accepts the real content of the site", () => {
    const problems = checkContent({ rootDir: path.join(__dirname, "..", "..") });
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it("names line and column of malformed JSON", () => {
    expect(only(check("malformed-json"))).toEqual({
      file: "content/vehicles/zfr1.0.json",
      entry: "zfr1.0",
      field: "-",
      message: expect.stringMatching(/^is not valid JSON at line 9, column 16: /),
    });
  });

  it("names a missing required field", () => {
    expect(only(check("missing-field"))).toEqual({
      file: "content/teams/zfr-cv.json",
      entry: "zfr-cv",
      field: "title",
      message: "is required",
    });
  });

  it("names a field of the wrong type", () => {
    expect(only(check("wrong-type"))).toEqual({
      file: "content/vehicles/zfr1.0.json",
      entry: "zfr1.0",
      field: "year",
      message: 'must be an integer (got string "2016")',
    });
  });

  it("refuses an unknown field", () => {
    expect(only(check("unknown-field"))).toEqual({
      file: "content/teams/zfr-cv.json",
      entry: "zfr-cv",
      field: "titel",
      message: "is not a known field (check its spelling against the schema)",
    });
  });

  it("refuses an image that does not exist", () => {
    expect(only(check("missing-image"))).toEqual({
      file: "content/vehicles/zfr1.0.json",
      entry: "zfr1.0",
      field: "image",
      message: "image ./images/zfr-one.jpg does not exist",
    });
  });

  it("refuses a PDF that does not exist", () => {
    expect(only(check("missing-pdf"))).toEqual({
      file: "content/press-releases/press-release-pi-ev-2022.json",
      entry: "press-release-pi-ev-2022",
      field: "file",
      message: "file static/press-releases/press-release-missing.pdf does not exist",
    });
  });

  it("refuses a .pdf file that is not a PDF", () => {
    expect(only(check("not-a-pdf"))).toMatchObject({
      entry: "press-release-pi-ev-2022",
      field: "file",
      message: "file static/press-releases/press-release-pi-ev-2022.pdf is not a PDF",
    });
  });

  it("refuses a duplicate id", () => {
    const problems = check("duplicate-id");
    expect(problems).toContainEqual({
      file: "content/vehicles/zfr1.1.json",
      entry: "zfr1.0",
      field: "slug",
      message: "duplicates the slug of content/vehicles/zfr1.0.json",
    });
  });

  it("refuses two entries on the same route", () => {
    expect(only(check("duplicate-route"))).toEqual({
      file: "content/vehicles/zfr9.0.json",
      entry: "zfr9.0",
      field: "version",
      message: "makes the route /zfr-cv/1.0, which content/vehicles/zfr1.0.json already has",
    });
  });

  it("refuses a URL that is not https", () => {
    expect(only(check("non-https-url"))).toEqual({
      file: "content/teams/zfr-cv.json",
      entry: "zfr-cv",
      field: "socials.linkedin",
      message: 'must be an https:// URL (got "http://www.linkedin.com/company/zhcet-formula-racing-zfr/")',
    });
  });

  it("refuses a reference to a team that does not exist", () => {
    expect(only(check("unknown-team"))).toEqual({
      file: "content/vehicles/zfr1.0.json",
      entry: "zfr1.0",
      field: "team",
      message: 'refers to "zfr-xx", which is not an entry of content/teams',
    });
  });

  it("refuses a folder that is not a collection", () => {
    expect(only(check("unknown-collection"))).toMatchObject({
      file: "content/sponser",
      message: expect.stringMatching(/^is not a known collection/),
    });
  });

  it("formats a problem as file › entry › field: message", () => {
    expect(
      formatProblem({ file: "content/teams/x.json", entry: "x", field: "title", message: "is required" }),
    ).toBe('content/teams/x.json › entry "x" › field "title": is required');
  });
});
