/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, formatProblem, readContent, type ContentProblem } from "../../gatsby/content-check";
import { unusedImages } from "../../gatsby/content-rules";
import { contentImages } from "../../gatsby/editor-content";
import { checkFixture, copyBaseFixture, patchContent, type ContentPatch } from "../fixtures/content-patches";

const BASE = path.join(__dirname, "..", "fixtures", "content", "base");

const VEHICLE = "content/vehicles/zfr1.0.json";
const TEAM = "content/teams/zfr-cv.json";
const PRESS_RELEASE = "content/press-releases/press-release-pi-ev-2022.json";

/** Copies the valid base fixture, applies the case's patches to it, and checks the result. */
function check(...patches: ContentPatch[]): ContentProblem[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  copyBaseFixture(root);
  try {
    patchContent(root, patches);
    return checkFixture(root);
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
    const broken = { file: VEHICLE, text: (text: string) => text.replace('"year": 2016,', '"year": 2016,,') };
    expect(only(check(broken))).toEqual({
      file: VEHICLE,
      entry: "zfr1.0",
      field: "-",
      message: expect.stringMatching(/^is not valid JSON at line 9, column 16: /),
    });
  });

  it("names a trailing comma as a trailing comma, at the comma's own line", () => {
    const trailing = {
      file: TEAM,
      text: (text: string) => text.replace(/\n\}\n$/, ",\n}\n"),
    };
    // (The vehicles that name this team also say it is missing: its file does not parse.)
    const lines = fs.readFileSync(path.join(BASE, TEAM), "utf8").trimEnd().split("\n").length - 1;
    expect(check(trailing)).toContainEqual({
      file: TEAM,
      entry: "zfr-cv",
      field: "-",
      message: `has a trailing comma at line ${lines} (after the last item before "}"): delete that comma`,
    });
  });

  it("says an image path's only fault is its extension's capitals", () => {
    expect(check({ file: VEHICLE, set: { image: "./images/zfr1.0.JPG" } })).toContainEqual({
      file: VEHICLE,
      entry: "zfr1.0",
      field: "image",
      message:
        'has the extension ".JPG" in capitals (got "./images/zfr1.0.JPG"): write it in lower case (".jpg") and rename the photo\'s file to match',
    });
  });

  it("names a missing required field", () => {
    expect(only(check({ file: TEAM, set: { title: undefined } }))).toEqual({
      file: TEAM,
      entry: "zfr-cv",
      field: "title",
      message: "is required",
    });
  });

  it("requires the home page's taglines, background clips and section headings, naming the field", () => {
    const home = "content/pages/home.json";
    // The real home copy without its pictures (the base fixture has none of them).
    const copy = { ...JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", home), "utf8")) };
    for (const picture of ["image", "imageAlt", "article"]) delete copy[picture];
    const write = (data: object) => ({ file: home, text: () => JSON.stringify(data) });
    const without = (field: string) => write({ ...copy, [field]: undefined });
    expect(check(write(copy))).toEqual([]);
    for (const field of ["taglines", "heroVideos", "sections"]) {
      expect(only(check(without(field)))).toEqual({
        file: home,
        entry: "home",
        field,
        message: "is required",
      });
    }
  });

  it("names a field of the wrong type", () => {
    expect(only(check({ file: VEHICLE, set: { year: "2016" } }))).toEqual({
      file: VEHICLE,
      entry: "zfr1.0",
      field: "year",
      message: 'must be an integer (got string "2016")',
    });
  });

  it("refuses an unknown field", () => {
    expect(only(check({ file: TEAM, set: { titel: "TEAM ZFR-CV" } }))).toEqual({
      file: TEAM,
      entry: "zfr-cv",
      field: "titel",
      message: "is not a known field (check its spelling against the schema)",
    });
  });

  it("refuses an image that does not exist", () => {
    expect(only(check({ file: VEHICLE, set: { image: "./images/zfr-one.jpg" } }))).toEqual({
      file: VEHICLE,
      entry: "zfr1.0",
      field: "image",
      message: "image ./images/zfr-one.jpg does not exist",
    });
  });

  it("refuses an image path outside the collection's images folder, in the image-path format's words", () => {
    expect(only(check({ file: VEHICLE, set: { image: "/static/zfr1.0.jpg" } }))).toEqual({
      file: VEHICLE,
      entry: "zfr1.0",
      field: "image",
      message: 'must be a relative image path such as "./images/name.jpg" (got "/static/zfr1.0.jpg")',
    });
  });

  it("refuses a PDF that does not exist", () => {
    const patch = { file: PRESS_RELEASE, set: { file: "/press-releases/press-release-missing.pdf" } };
    expect(only(check(patch))).toEqual({
      file: PRESS_RELEASE,
      entry: "press-release-pi-ev-2022",
      field: "file",
      message: "file static/press-releases/press-release-missing.pdf does not exist",
    });
  });

  it("refuses a .pdf file that is not a PDF", () => {
    const notPdf = { file: "static/press-releases/press-release-pi-ev-2022.pdf", text: () => "not a PDF\n" };
    expect(only(check(notPdf))).toMatchObject({
      entry: "press-release-pi-ev-2022",
      field: "file",
      message: "file static/press-releases/press-release-pi-ev-2022.pdf is not a PDF",
    });
  });

  it("refuses a duplicate id", () => {
    const copy = {
      file: "content/vehicles/zfr1.1.json",
      from: VEHICLE,
      set: { version: "1.1", aliases: undefined },
    };
    expect(check(copy)).toContainEqual({
      file: "content/vehicles/zfr1.1.json",
      entry: "zfr1.0",
      field: "slug",
      message: "duplicates the slug of content/vehicles/zfr1.0.json",
    });
  });

  it("accepts a vehicle's file named as the editor names a new one (dots as dashes), and no other name", () => {
    // The content editor saves a new vehicle "zfr90.0" as zfr90-0.json; by hand it is zfr90.0.json.
    const vehicle = (file: string): ContentPatch => ({
      file,
      from: VEHICLE,
      set: { slug: "zfr90.0", version: "90.0", order: 90, aliases: undefined },
    });
    expect(check(vehicle("content/vehicles/zfr90-0.json"))).toEqual([]);
    expect(check(vehicle("content/vehicles/zfr90.0.json"))).toEqual([]);
    expect(only(check(vehicle("content/vehicles/zfr90-1.json")))).toEqual({
      file: "content/vehicles/zfr90-1.json",
      entry: "zfr90.0",
      field: "slug",
      message: "must match the file name (rename the file to zfr90.0.json or change the slug)",
    });
    // Two files of one vehicle, one per naming, are one slug twice.
    expect(
      check(vehicle("content/vehicles/zfr90.0.json"), vehicle("content/vehicles/zfr90-0.json")),
    ).toContainEqual(
      expect.objectContaining({ field: "slug", message: expect.stringMatching(/^duplicates the slug of /) }),
    );
  });

  it("refuses two board members in one display position (the schema's x-unique)", () => {
    // Two members of a board of the test's own, the second put in the first's position.
    const member = (slug: string, order: number): ContentPatch[] => [
      { file: `content/board/images/${slug}.jpg`, copyOf: "content/teams/images/zfr-cv.jpg" },
      {
        file: `content/board/${slug}.json`,
        text: () =>
          JSON.stringify({ slug, order, name: "A Member", post: "Treasurer", photo: `./images/${slug}.jpg` }),
      },
    ];
    const problems = check(...member("first-member", 6), ...member("second-member", 6));
    expect(problems.filter((problem) => problem.field === "order")).toEqual([
      {
        file: "content/board/second-member.json",
        entry: "second-member",
        field: "order",
        message:
          "6 is already used by content/board/first-member.json: give each entry its own display order",
      },
    ]);
    expect(check(...member("first-member", 6), ...member("second-member", 7))).toEqual([]);
  });

  it("refuses two entries on the same route", () => {
    const copy = {
      file: "content/vehicles/zfr9.0.json",
      from: VEHICLE,
      set: { slug: "zfr9.0", aliases: undefined },
    };
    expect(only(check(copy))).toEqual({
      file: "content/vehicles/zfr9.0.json",
      entry: "zfr9.0",
      field: "version",
      message: "makes the route /zfr-cv/1.0, which content/vehicles/zfr1.0.json already has",
    });
  });

  it("refuses an alias that is a fixed page's route", () => {
    expect(only(check({ file: VEHICLE, set: { aliases: ["/sponsors"] } }))).toEqual({
      file: VEHICLE,
      entry: "zfr1.0",
      field: "aliases[0]",
      message: "makes the route /sponsors, which a page in src/pages already has",
    });
  });

  it("refuses a URL that is not https, in the https-url format's words", () => {
    const linkedin = "http://www.linkedin.com/company/zhcet-formula-racing-zfr/";
    expect(only(check({ file: TEAM, set: { "socials.linkedin": linkedin } }))).toEqual({
      file: TEAM,
      entry: "zfr-cv",
      field: "socials.linkedin",
      message: `must be an https:// URL (got "${linkedin}")`,
    });
  });

  it("refuses a sponsor's end date before its start date (the schema's x-not-before)", () => {
    const file = "content/sponsors/acme.json";
    const sponsor = (dates: Record<string, string>) => ({
      file,
      text: () =>
        `${JSON.stringify({ slug: "acme", order: 1, name: "Acme", logo: "./images/acme.png", ...dates }, null, 2)}\n`,
    });
    const logo = { file: "content/sponsors/images/acme.png", text: () => "png" };
    expect(check(logo, sponsor({ start: "2026-03-01", end: "2026-03-01" }))).toEqual([]);
    expect(check(logo, sponsor({ end: "2026-03-01" }))).toEqual([]);
    expect(only(check(logo, sponsor({ start: "2026-03-01", end: "2026-02-28" })))).toEqual({
      file,
      entry: "acme",
      field: "end",
      message: 'must not be before start (2026-03-01; got "2026-02-28")',
    });
    expect(check(logo, sponsor({ start: "1 March 2026" }))).toContainEqual({
      file,
      entry: "acme",
      field: "start",
      message: 'must be a date written YYYY-MM-DD, e.g. 2026-03-01 (got "1 March 2026")',
    });
  });

  it("refuses recruitment dates on /apply that make no sense, naming file, entry and field", () => {
    const file = "content/pages/join.json";
    const join = (fields: Record<string, string>) => ({
      file,
      text: () =>
        `${JSON.stringify({ slug: "join", title: "Join Us", description: "Join.", ...fields }, null, 2)}\n`,
    });
    expect(check(join({}))).toEqual([]);
    expect(check(join({ recruitmentOpens: "2026-08-01", recruitmentCloses: "2026-08-01" }))).toEqual([]);
    expect(only(check(join({ recruitmentOpens: "2026-08-01", recruitmentCloses: "2026-07-31" })))).toEqual({
      file,
      entry: "join",
      field: "recruitmentCloses",
      message: 'must not be before recruitmentOpens (2026-08-01; got "2026-07-31")',
    });
    expect(check(join({ recruitmentOpens: "2026-02-30" }))).toContainEqual({
      file,
      entry: "join",
      field: "recruitmentOpens",
      message: 'must be a date written YYYY-MM-DD (got "2026-02-30")',
    });
    expect(check(join({ recruitmentCloses: "31/08/2026" }))).toContainEqual({
      file,
      entry: "join",
      field: "recruitmentCloses",
      message: 'must be a date written YYYY-MM-DD, e.g. 2026-03-01 (got "31/08/2026")',
    });
    const other = {
      file: "content/pages/contact.json",
      text: () =>
        `${JSON.stringify({ slug: "contact", title: "Contact", description: "Contact.", recruitmentOpens: "2026-08-01" }, null, 2)}\n`,
    };
    expect(only(check(other))).toEqual({
      file: "content/pages/contact.json",
      entry: "contact",
      field: "recruitmentOpens",
      message: expect.stringMatching(/^is only for entries whose slug is join/),
    });
  });

  it("refuses a reference to a team that does not exist", () => {
    expect(only(check({ file: VEHICLE, set: { team: "zfr-xx" } }))).toEqual({
      file: VEHICLE,
      entry: "zfr1.0",
      field: "team",
      message: 'refers to "zfr-xx", which is not an entry of content/teams',
    });
  });

  it("refuses a specification table that is not for the vehicle's team (the schema's x-for)", () => {
    const problems = check({
      file: VEHICLE,
      set: { threeWheeler: { motor: "48 V BLDC" } },
    });
    expect(problems).toContainEqual({
      file: VEHICLE,
      entry: "zfr1.0",
      field: "threeWheeler",
      message: "is only for entries whose team is tgw (this one's is zfr-cv): remove it",
    });
  });

  it("refuses a folder that is not a collection", () => {
    expect(only(check({ file: "content/sponser/zfr-cv.json", from: TEAM, set: {} }))).toMatchObject({
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

describe("images no entry uses", () => {
  it("lists an image left behind by a deleted entry, and only that one", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-unused-"));
    copyBaseFixture(root);
    try {
      const left = path.join(root, "content", "teams", "images", "left-behind.jpg");
      fs.copyFileSync(
        path.join(
          root,
          "content",
          "teams",
          "images",
          fs.readdirSync(path.join(root, "content", "teams", "images"))[0] ?? "",
        ),
        left,
      );
      const { snapshot } = readContent({ rootDir: root });
      expect(unusedImages(snapshot.entries, contentImages(root))).toEqual([
        "content/teams/images/left-behind.jpg",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("npm run check:content on a misspelt field", () => {
  it("names the field, and does not send the officer to format:content, which would not fix it", () => {
    const ROOT = path.join(__dirname, "..", "..");
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "content-misspelt-"));
    try {
      fs.cpSync(path.join(ROOT, "content"), path.join(scratch, "content"), { recursive: true });
      const [first] = fs
        .readdirSync(path.join(scratch, "content", "board"))
        .filter((name) => name.endsWith(".json"));
      const file = `content/board/${String(first)}`;
      // The misspelt key where the right one was, as an officer's edit leaves it.
      const text = fs.readFileSync(path.join(scratch, file), "utf8");
      fs.writeFileSync(path.join(scratch, file), text.replace('"name":', '"nmae":'));
      const result = spawnSync(
        process.execPath,
        [require.resolve("tsx/cli"), "scripts/check-content.ts", path.join(scratch, "content")],
        { cwd: ROOT, encoding: "utf8" },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${file} › entry`);
      expect(result.stderr).toContain('field "nmae": is not a known field');
      expect(result.stderr).toContain('field "name": is required');
      expect(result.stderr).not.toContain("canonical format");
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
