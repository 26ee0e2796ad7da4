/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { launchPlaceholders } from "../../scripts/lib/launch-check";
import { writeLaunchPage, visitorPage } from "../../scripts/lib/launch-page";
import { copyBaseFixture, patchContent } from "../fixtures/content-patches";
import { markPlaceholder } from "../fixtures/placeholder-image";

// Cutting thumbnails and crops of the fixture's photos takes a while on a busy machine.
jest.setTimeout(120_000);

/** The page's sections: each h2 with the lines under it, tags removed. */
function sections(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of html.split(/<section[^>]*>/).slice(1)) {
    const heading = /<h2[^>]*>([^<]*)<\/h2>/.exec(part)?.[1] ?? "?";
    found[heading] = part
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ")
      .trim();
  }
  return found;
}

describe("launch check page (--launch --html DIR)", () => {
  let root: string;
  let out: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "launch-page-"));
    out = path.join(root, "launch");
    copyBaseFixture(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("shows each placeholder image as a thumbnail under the page it is seen on, with the file and dummy texts", async () => {
    // The team's cover and the vehicle's photo are listed as images `npm run media` generated.
    for (const image of ["content/teams/images/zfr-cv.jpg", "content/vehicles/images/zfr1.0.jpg"]) {
      markPlaceholder(root, image);
    }
    patchContent(root, [
      { file: "content/teams/zfr-cv.json", set: { "socials.linkedin": "https://www.linkedin.com/" } },
    ]);
    fs.mkdirSync(path.join(root, "content/site"));
    fs.writeFileSync(
      path.join(root, "content/site/site.json"),
      JSON.stringify({
        slug: "site",
        phones: ["+91 00000 00000"],
        bankDetails: [{ slug: "ifsc", label: "IFSC code", value: "XXXX0000000" }],
      }),
    );

    const placeholders = await launchPlaceholders(root);
    const page = await writeLaunchPage(placeholders, out, root);

    expect(page).toBe(path.join(out, "index.html"));
    const html = fs.readFileSync(page, "utf8");
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/i);
    expect(html).toContain("<title>Before launch: 5 placeholders left</title>");
    expect(html).not.toMatch(/<script|<link |src="(https?:|\/)/);
    expect(sections(html)).toEqual({
      "Every page (header, footer, contact details)":
        "Every page (header, footer, contact details) 2 text fields to replace. site In content/site/site.json " +
        "Text still holding a dummy value: phones[0] +91 00000 00000 bankDetails[0].value (IFSC code) XXXX0000000",
      "/zfr-cv":
        "/zfr-cv 1 image, 1 text field to replace. ZHCET Formula Racing Combustion In content/teams/zfr-cv.json " +
        "Replace content/teams/images/zfr-cv.jpg Should show: Team ZFR-CV gathered around their combustion formula car " +
        "Text still holding a dummy value: socials.linkedin https://www.linkedin.com/",
      "/zfr-cv/1.0":
        "/zfr-cv/1.0 1 image to replace. ZFR 1.0 In content/vehicles/zfr1.0.json " +
        "Replace content/vehicles/images/zfr1.0.jpg Should show: ZFR 1.0, the team's first formula car, with GFRP bodywork",
    });

    // Two thumbnails, small JPEGs beside the page, each with its size and an alt text.
    const images = [...html.matchAll(/<img src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]+)"/g)];
    expect(images.map((image) => image[4])).toEqual([
      "Placeholder cover of ZHCET Formula Racing Combustion; the real photo shows: Team ZFR-CV gathered around their combustion formula car",
      "Placeholder image of ZFR 1.0; the real photo shows: ZFR 1.0, the team&#x27;s first formula car, with GFRP bodywork",
    ]);
    for (const [, src, width, height] of images) {
      const metadata = await sharp(path.join(out, src as string)).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: Number(width), height: Number(height) });
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(240);
    }
  });

  it("links a page of every photo in every fixed frame, cut as the build cuts it with the focus the entry sets", async () => {
    // A panorama with the car (red) at its far left, on grey.
    const panorama = () =>
      sharp({ create: { width: 1800, height: 600, channels: 3, background: "#808080" } })
        .composite([
          {
            input: { create: { width: 600, height: 600, channels: 3, background: "#ff0000" } },
            left: 0,
            top: 0,
          },
        ])
        .jpeg()
        .toFile(path.join(root, "content/teams/images/zfr-cv.jpg"));
    await panorama();
    /** The square crop of the team's cover: its mean colour says whether the car is in it. */
    const squareOfCover = async (focus: string) => {
      patchContent(root, [{ file: "content/teams/zfr-cv.json", set: { coverFocus: focus } }]);
      await writeLaunchPage(await launchPlaceholders(root), out, root);
      const index = fs.readFileSync(path.join(out, "index.html"), "utf8");
      expect(index).toContain('<a href="crops.html">Every photo in every frame</a> (2 photos)');
      const html = fs.readFileSync(path.join(out, "crops.html"), "utf8");
      const row = html.split(/<li[\s>]/).find((part) => part.includes("content/teams/zfr-cv.json"))!;
      expect(row).toContain(`focus <code>${focus}</code>; to change it, set <code>coverFocus</code>`);
      const crops = [...row.matchAll(/<img src="([^"]+)" width="(\d+)" height="(\d+)"/g)];
      // Every frame, narrowest (square) to widest (link preview).
      expect(crops.map(([, , width, height]) => Number(width) / Number(height))).toEqual([
        1,
        1.5,
        expect.closeTo(16 / 9, 1),
        expect.closeTo(1200 / 630, 1),
      ]);
      const { channels } = await sharp(path.join(out, crops[0]![1]!)).stats();
      return { red: Math.round(channels[0]!.mean), green: Math.round(channels[1]!.mean) };
    };
    const left = await squareOfCover("left");
    expect(left.red).toBeGreaterThan(200);
    expect(left.green).toBeLessThan(60);
    const right = await squareOfCover("right");
    expect(right.red).toBeLessThan(150);
    expect(right.green).toBeGreaterThan(100);
  });

  it("says so when nothing is left", async () => {
    await writeLaunchPage(await launchPlaceholders(root), out, root);
    const html = fs.readFileSync(path.join(out, "index.html"), "utf8");
    expect(html).toContain("<h1>Before launch: no placeholder left</h1>");
    expect(fs.readdirSync(path.join(out, "thumbs"))).toEqual([]);
  });

  it("places each collection on the page a visitor sees it on", () => {
    const at = (collection: string, data: Record<string, unknown>): string =>
      visitorPage({ collection, file: `/c/${collection}/x.json`, data: data as never });
    expect(at("board", { slug: "a" })).toBe("/governingboard");
    expect(at("college-heads", { slug: "a" })).toBe("/");
    expect(at("vehicles", { slug: "effi9.0", team: "tgw", version: "9.0" })).toBe("/tgw/9.0");
    expect(at("gallery", { slug: "Section3", published: true })).toBe("/gallery/Section3");
    expect(at("gallery", { slug: "Section9", published: false })).toBe(
      "not on the site (unpublished albums)",
    );
    expect(at("pages", { slug: "join" })).toBe("/apply");
    expect(at("pages", { slug: "support" })).toBe("/supportus");
  });
});
