/**
 * @jest-environment node
 */
import path from "node:path";
import sharp from "sharp";
import {
  loadCollections,
  loadCommonDefinitions,
  resolveNode,
  type SchemaNode,
} from "../../src/lib/content/content-folder";
import { IMAGE_PATH_FORMAT } from "../../gatsby/content-formats";
import {
  AUTOMATIC_FOCUS,
  FOCUS_POSITIONS,
  cropPosition,
  focusByImage,
  focusCollections,
  gatsbyImageDataWithFocus,
  type ImageDataArgs,
  type NodeModelLike,
} from "../../gatsby/crop-focus";

const schemaDir = path.resolve(__dirname, "../../content/schemas");
const definitions = loadCommonDefinitions(schemaDir);
const collections = focusCollections(loadCollections(schemaDir), definitions);

/** The box shapes the site's fixed frames use (width / height): portraits, cards and albums, posters. */
const FRAMES = { "1:1": 1, "3:2": 3 / 2, "16:9": 16 / 9 };

// A wide photo (3:1, so every frame crops it) of a plain grey wall with the subject near its left
// edge: a bright, colourful, detailed patch. A dull dark block sits near the right edge.
const WIDTH = 2400;
const HEIGHT = 800;
const SUBJECT = { left: 120, top: 250, width: 300, height: 300 };
const BLOCK = { left: 2260, top: 350, width: 100, height: 100 };

async function photo(): Promise<Buffer> {
  const cells: sharp.OverlayOptions[] = [];
  for (let y = 0; y < SUBJECT.height; y += 30) {
    for (let x = 0; x < SUBJECT.width; x += 30) {
      const warm = (x + y) % 60 === 0;
      cells.push({
        input: {
          create: {
            width: 30,
            height: 30,
            channels: 3,
            background: warm ? { r: 255, g: 40, b: 20 } : { r: 255, g: 220, b: 0 },
          },
        },
        left: SUBJECT.left + x,
        top: SUBJECT.top + y,
      });
    }
  }
  cells.push({
    input: {
      create: { width: BLOCK.width, height: BLOCK.height, channels: 3, background: { r: 20, g: 30, b: 90 } },
    },
    left: BLOCK.left,
    top: BLOCK.top,
  });
  return sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 128, g: 128, b: 128 } },
  })
    .composite(cells)
    .png()
    .toBuffer();
}

/** Pixels of the output that belong to the subject (saturated warm) and to the dark block. */
async function census(image: Buffer): Promise<{ subject: number; block: number; scale: number }> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  let subject = 0;
  let block = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const [r, g, b] = [data[at] as number, data[at + 1] as number, data[at + 2] as number];
    if (r > 200 && b < 80) subject += 1;
    if (b > 60 && r < 60 && g < 70) block += 1;
  }
  return { subject, block, scale: info.height / HEIGHT };
}

// What Gatsby hands the resolver: an ImageSharp node whose parent is the photo's File node, and the
// content entries (JSON nodes) that name the file.
const photoFile = "/site/content/board/images/first-last.jpg";
function nodeModel(entry: Record<string, unknown> | undefined): NodeModelLike {
  const nodes: Record<string, { id: string; parent?: string; absolutePath?: string }> = {
    file: { id: "file", absolutePath: photoFile },
    json: { id: "json", absolutePath: "/site/content/board/first-last.json" },
  };
  return {
    getNodeById: ({ id }) => nodes[id] ?? null,
    findAll: async ({ type }) => ({
      entries: type === "BoardMember" && entry ? [{ id: "entry", parent: "json", ...entry }] : [],
    }),
  };
}

/** Runs the site's gatsbyImageData resolver and returns the arguments it gives gatsby-plugin-sharp. */
async function resolvedArgs(args: ImageDataArgs, entry?: Record<string, unknown>): Promise<ImageDataArgs> {
  const resolve = gatsbyImageDataWithFocus(collections);
  let seen: ImageDataArgs = {};
  await resolve(
    { parent: "file" },
    args,
    { nodeModel: nodeModel(entry) },
    {
      originalResolver: (_source: unknown, passed: unknown) => {
        seen = passed as ImageDataArgs;
        return null;
      },
    },
  );
  return seen;
}

/** One rendition as gatsby-plugin-sharp makes it (process-file.js: resize with fit and position). */
async function rendition(input: Buffer, ratio: number, position: number | undefined): Promise<Buffer> {
  const height = 200;
  return sharp(input)
    .resize(Math.round(height * ratio), height, { fit: "cover", position })
    .png()
    .toBuffer();
}

describe("crop focus", () => {
  test("every frame keeps an off-centre subject that a centre crop would cut", async () => {
    const input = await photo();
    const args = await resolvedArgs({ width: 320, aspectRatio: 1 });
    expect(args.transformOptions?.cropFocus).toBe(sharp.strategy.attention);
    for (const [frame, ratio] of Object.entries(FRAMES)) {
      const kept = await census(await rendition(input, ratio, args.transformOptions?.cropFocus));
      const whole = SUBJECT.width * SUBJECT.height * kept.scale ** 2;
      // All of the subject is in the box (a few edge pixels blend with the wall when scaled).
      expect({ frame, kept: kept.subject / whole > 0.9 }).toEqual({ frame, kept: true });
      const centre = await census(await rendition(input, ratio, sharp.gravity.centre));
      expect({ frame, centre: centre.subject }).toEqual({ frame, centre: 0 });
    }
  });

  test("a focus set on the entry wins over the automatic crop", async () => {
    const input = await photo();
    const args = await resolvedArgs(
      { width: 320, height: 320 },
      { photo: "./images/first-last.jpg", photoFocus: "right" },
    );
    expect(args.transformOptions?.cropFocus).toBe(FOCUS_POSITIONS.right);
    for (const ratio of Object.values(FRAMES)) {
      const kept = await census(await rendition(input, ratio, args.transformOptions?.cropFocus));
      expect(kept.subject).toBe(0);
      expect(kept.block).toBeGreaterThan(0);
    }
  });

  test("a focus set for another photo changes nothing; a position the query asks for wins", async () => {
    const other = await resolvedArgs(
      { width: 320 },
      { photo: "./images/someone-else.jpg", photoFocus: "top" },
    );
    expect(other.transformOptions?.cropFocus).toBe(AUTOMATIC_FOCUS);
    const asked = await resolvedArgs(
      { width: 320, transformOptions: { cropFocus: sharp.gravity.south, grayscale: true } },
      { photo: "./images/first-last.jpg", photoFocus: "top" },
    );
    expect(asked.transformOptions).toEqual({ cropFocus: sharp.gravity.south, grayscale: true });
    expect(cropPosition(undefined, undefined)).toBe(AUTOMATIC_FOCUS);
    expect(cropPosition(AUTOMATIC_FOCUS, "bottom left")).toBe(sharp.gravity.southwest);
  });

  test("an album photo's focus is found inside the album's list of photos", () => {
    const gallery = collections.find((collection) => collection.typeName === "Album");
    const focus = focusByImage(
      [{ dir: "/c/gallery", data: { images: [{ src: "./images/s1/01.jpg", focus: "top", alt: "A" }] } }],
      gallery?.fields ?? [],
    );
    expect([...focus]).toEqual([[path.resolve("/c/gallery/images/s1/01.jpg"), "top"]]);
  });

  test("the schemas offer exactly the focus words the crop understands, each beside an image field", () => {
    expect(definitions.cropFocus?.enum).toEqual(Object.keys(FOCUS_POSITIONS));
    const fields = collections.flatMap((collection) => collection.fields);
    expect(fields.length).toBeGreaterThanOrEqual(9);
    for (const collection of loadCollections(schemaDir)) {
      const walk = (node: SchemaNode): void => {
        const resolved = resolveNode(node, definitions);
        for (const property of Object.values(resolved.properties ?? {})) {
          const image = property["x-focus-of"];
          if (typeof image === "string") {
            const sibling = resolved.properties?.[image];
            expect(sibling && resolveNode(sibling, definitions).format).toBe(IMAGE_PATH_FORMAT);
          }
          walk(property);
        }
        if (resolved.items) walk(resolved.items);
      };
      walk(collection.schema);
    }
  });
});
