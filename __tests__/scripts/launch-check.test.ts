/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem } from "../../gatsby/content-check";
import { launchPlaceholders } from "../../scripts/lib/launch-check";
import { checkFixture, copyBaseFixture, patchContent } from "../fixtures/content-patches";
import { markPlaceholder } from "../fixtures/placeholder-image";

const TEAM = "content/teams/zfr-cv.json";

// Reading and hashing the fixture's photos takes a while on a busy machine.
jest.setTimeout(60_000);

describe("launch check", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
    copyBaseFixture(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("finds nothing in content without placeholders (real photos, real addresses)", async () => {
    expect(await launchPlaceholders(root)).toEqual([]);
  });

  it("lists each placeholder with file, entry and field, while the normal check still accepts them", async () => {
    patchContent(root, [
      {
        file: TEAM,
        set: { "socials.linkedin": "https://www.linkedin.com/", summary: "Write to team@example.org." },
      },
    ]);
    // A placeholder sponsor, its logo a real file rather than the generated one.
    fs.mkdirSync(path.join(root, "content/sponsors/images"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "content/sponsors/partner-07.json"),
      JSON.stringify({ slug: "partner-07", order: 7, name: "Partner 07", logo: "./images/partner-07.png" }),
    );
    fs.writeFileSync(path.join(root, "content/sponsors/images/partner-07.png"), "not the generated logo");

    expect(checkFixture(root)).toEqual([]);
    expect((await launchPlaceholders(root)).map(formatProblem)).toEqual([
      'content/sponsors/partner-07.json › entry "partner-07" › field "name": is a placeholder sponsor name (Partner 07)',
      'content/teams/zfr-cv.json › entry "zfr-cv" › field "summary": is an example address (Write to team@example.org.)',
      'content/teams/zfr-cv.json › entry "zfr-cv" › field "socials.linkedin": is an empty social link (https://www.linkedin.com/ names no profile)',
    ]);
  });

  it("recognises an image that `npm run media` generated while its bytes are the listed ones", async () => {
    const image = "content/teams/images/zfr-cv.jpg";
    markPlaceholder(root, image);
    expect((await launchPlaceholders(root)).map(formatProblem)).toEqual([
      'content/teams/zfr-cv.json › entry "zfr-cv" › field "cover": is a generated placeholder image (./images/zfr-cv.jpg)',
    ]);

    // The club puts a photo of its own in its place: the list still names the path, but not these bytes.
    const replaced = Buffer.concat([fs.readFileSync(path.join(root, image)), Buffer.from([0])]);
    fs.writeFileSync(path.join(root, image), replaced);
    expect(await launchPlaceholders(root)).toEqual([]);
  });

  it("refuses a placeholder list it cannot read, naming the file", async () => {
    fs.writeFileSync(path.join(root, "content/.placeholders.json"), '{"images": ["zfr-cv.jpg"]}');
    await expect(launchPlaceholders(root)).rejects.toThrow(
      /content\/\.placeholders\.json is not a placeholder list .*run npm run media/,
    );
  });

  it("names 0000 phone and bank values", async () => {
    fs.mkdirSync(path.join(root, "content/site"));
    const site = {
      slug: "site",
      phones: ["+91 00000 00000"],
      bankDetails: [{ slug: "ifsc", value: "XXXX0000000" }],
    };
    fs.writeFileSync(path.join(root, "content/site/site.json"), JSON.stringify(site));
    expect((await launchPlaceholders(root)).map((p) => `${p.field}: ${p.message}`)).toEqual([
      "phones[0]: is a placeholder number (+91 00000 00000)",
      "bankDetails[0].value: is a placeholder number (XXXX0000000)",
    ]);
  });
});
