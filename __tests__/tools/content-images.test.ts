/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { formatProblem } from "../../gatsby/content-check";
import { readEntries } from "../../scripts/lib/content-entries";
import { launchPlaceholders } from "../../scripts/lib/launch-check";
import { sha256 } from "../../scripts/lib/placeholder-list";
import { generateContentImages } from "../../tools/media/content-images";
import type { Run } from "../../tools/media/run";

// Drawing and encoding a placeholder logo takes a few seconds on a busy machine.
jest.setTimeout(120_000);

const LOGO = "content/sponsors/images/kestrel.png";
const LIST = "content/.placeholders.json";

describe("npm run media: content images and the placeholder list", () => {
  let root: string;
  const at = (file: string): string => path.join(root, file);
  const listed = (): Record<string, string> =>
    (JSON.parse(fs.readFileSync(at(LIST), "utf8")) as { images: Record<string, string> }).images;
  /** One run of the generator over the scratch root, as `npm run media -- --root` would. */
  const generate = async (force = false): Promise<Run> => {
    const run: Run = { root, force, outcomes: [], warnings: [] };
    await generateContentImages(run, readEntries(at("content")));
    return run;
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "content-images-"));
    fs.mkdirSync(at("content/sponsors"), { recursive: true });
    fs.writeFileSync(
      at("content/sponsors/kestrel.json"),
      JSON.stringify({ slug: "kestrel", order: 1, name: "Kestrel Bearings", logo: "./images/kestrel.png" }),
    );
    jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("draws a missing image and lists its hash, which the launch check then reports", async () => {
    const run = await generate();

    expect(run.outcomes).toEqual([expect.objectContaining({ file: LOGO, written: true })]);
    const logo = await sharp(at(LOGO)).metadata();
    expect(logo).toMatchObject({ format: "png", width: 800, height: 400 });
    expect(listed()).toEqual({ "sponsors/images/kestrel.png": sha256(fs.readFileSync(at(LOGO))) });
    expect((await launchPlaceholders(root)).map(formatProblem)).toEqual([
      'content/sponsors/kestrel.json › entry "kestrel" › field "logo": is a generated placeholder image (./images/kestrel.png)',
    ]);
  });

  it("rewrites nothing when run again on unchanged files", async () => {
    await generate();
    const before = { logo: fs.statSync(at(LOGO)).mtimeMs, list: fs.statSync(at(LIST)).mtimeMs };
    const text = fs.readFileSync(at(LIST), "utf8");

    const run = await generate();

    expect(run.outcomes).toEqual([expect.objectContaining({ file: LOGO, written: false })]);
    expect(fs.readFileSync(at(LIST), "utf8")).toBe(text);
    expect({ logo: fs.statSync(at(LOGO)).mtimeMs, list: fs.statSync(at(LIST)).mtimeMs }).toEqual(before);
  });

  it("drops an image the club replaced from the list, and keeps the club's file", async () => {
    await generate();
    const real = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#1d4f91" } })
      .png()
      .toBuffer();
    fs.writeFileSync(at(LOGO), real);

    await generate();

    expect(fs.readFileSync(at(LOGO)).equals(real)).toBe(true);
    expect(listed()).toEqual({});
    expect(await launchPlaceholders(root)).toEqual([]);
  });

  it("lists again a drawn image whose list was lost, by drawing it to compare", async () => {
    await generate();
    const expected = listed();
    fs.rmSync(at(LIST));

    await generate();

    expect(listed()).toEqual(expected);
  });
});
