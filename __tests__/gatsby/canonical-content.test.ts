/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkCanonical } from "../../gatsby/canonical-content";
import { copyBaseFixture, patchContent } from "../fixtures/content-patches";

const ROOT = path.join(__dirname, "..", "..");
const VEHICLE = "content/vehicles/zfr1.0.json";

describe("canonical format check", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "canonical-"));
    copyBaseFixture(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const check = () => checkCanonical({ rootDir: root });
  const rewrite = (change: (data: Record<string, unknown>) => string) =>
    patchContent(root, [
      { file: VEHICLE, text: (text) => change(JSON.parse(text) as Record<string, unknown>) },
    ]);

  it("accepts the site's content and the fixture", () => {
    expect(checkCanonical({ rootDir: ROOT })).toEqual([]);
    expect(check()).toEqual([]);
  });

  it("refuses keys out of the schema's order, naming the file, the line and the fixer", () => {
    rewrite(({ slug, ...rest }) => `${JSON.stringify({ ...rest, slug }, null, 2)}\n`);
    expect(check()).toEqual([
      {
        file: VEHICLE,
        entry: "zfr1.0",
        field: "-",
        message: expect.stringMatching(
          /^is not in the canonical format .*line 3\b.*: run npm run format:content$/,
        ),
      },
    ]);
  });

  it("refuses nested keys out of order, another layout and a missing final newline", () => {
    rewrite(({ combustion, ...rest }) => {
      const { chassis, ...others } = combustion as Record<string, unknown>;
      return `${JSON.stringify({ ...rest, combustion: { ...others, chassis } }, null, 2)}\n`;
    });
    expect(check().map((problem) => problem.file)).toEqual([VEHICLE]);
    rewrite((data) => `${JSON.stringify(data, null, 4)}\n`);
    expect(check().map((problem) => problem.file)).toEqual([VEHICLE]);
    rewrite((data) => JSON.stringify(data, null, 2));
    expect(check().map((problem) => problem.file)).toEqual([VEHICLE]);
  });

  it("leaves a file that is not JSON to the content check", () => {
    patchContent(root, [{ file: VEHICLE, text: (text) => text.replace("{", "{,") }]);
    expect(check()).toEqual([]);
  });
});
