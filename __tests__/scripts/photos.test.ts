/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { contentImages } from "../../gatsby/editor-content";
import { MAX_LONG_SIDE } from "../../src/lib/photo-rules";
import {
  checkPhotos,
  exifHasGps,
  makePhotoSafe,
  photoProblems,
  stripJpegMetadata,
  stripPngMetadata,
  stripWebpMetadata,
} from "../../scripts/lib/photos";
import zlib from "node:zlib";
import { BLUE, GPS, RED, isRed, phonePhoto, pixel } from "../fixtures/phone-photo";

jest.setTimeout(60_000);

describe("safe photos", () => {
  let root: string;
  let images: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
    images = path.join(root, "content", "gallery", "images");
    fs.mkdirSync(images, { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("the content check refuses an oversized photo with GPS, naming file, problems and the fix", async () => {
    const file = path.join(images, "pit-lane.jpg");
    fs.writeFileSync(file, await phonePhoto(4000, 3000));
    fs.writeFileSync(
      path.join(images, "safe.jpg"),
      await sharp({ create: { width: 800, height: 600, channels: 3, background: BLUE } })
        .jpeg()
        .toBuffer(),
    );

    expect(await checkPhotos(root, contentImages(root))).toEqual([
      {
        file: "content/gallery/images/pit-lane.jpg",
        entry: "-",
        field: "-",
        message:
          "is 4000×3000 px, over 2560 px on its long side; " +
          "carries EXIF metadata with a GPS position (where the photo was taken): " +
          "run npm run media:import -- content/gallery/images/pit-lane.jpg",
      },
    ]);
  });

  it("names XMP metadata and EXIF without a position, and refuses a file that is not an image", async () => {
    const xmp = path.join(images, "xmp.webp");
    fs.writeFileSync(
      xmp,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: BLUE } })
        .webp()
        .withXmp(
          '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
        )
        .withExif({ IFD0: { Make: "Phone" } })
        .toBuffer(),
    );
    const fake = path.join(images, "fake.png");
    fs.writeFileSync(fake, "not a picture");

    expect(await photoProblems(xmp)).toEqual([
      "carries EXIF metadata (camera, date, orientation)",
      "carries XMP metadata",
    ]);
    expect(await photoProblems(fake)).toEqual(["is not an image (JPEG, PNG or WebP expected)"]);
  });

  it("media:import turns a 4000×3000 orientation-6 phone photo upright, within 2560 px, without EXIF or GPS", async () => {
    const file = path.join(images, "pit-lane.jpg");
    fs.writeFileSync(file, await phonePhoto(4000, 3000));
    expect(isRed(await pixel(file, 10, 10))).toBe(true); // stored top-left

    const result = await makePhotoSafe(file);

    const after = await sharp(file).metadata();
    expect(result).toMatchObject({
      action: "re-encoded",
      before: { width: 4000, height: 3000, bytes: expect.any(Number) },
      after: { width: 1920, height: 2560, bytes: fs.statSync(file).size },
    });
    expect(after).toMatchObject({ format: "jpeg", width: 1920, height: 2560 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Turned 90° clockwise: the red quarter is now top-right, the top-left is blue.
    expect(isRed(await pixel(file, 1920 - 10, 10))).toBe(true);
    expect(isRed(await pixel(file, 10, 10))).toBe(false);
    expect(await checkPhotos(root, contentImages(root))).toEqual([]);
    expect(fs.readdirSync(images)).toEqual(["pit-lane.jpg"]); // no temporary file left
  });

  it("only strips the metadata of an upright JPEG within the size, leaving the picture's bytes as they were", async () => {
    const clean = await sharp({ create: { width: 1200, height: 800, channels: 3, background: BLUE } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const file = path.join(images, "paddock.jpg");
    fs.writeFileSync(
      file,
      await sharp(clean)
        .jpeg({ quality: 90 })
        .withExif({ IFD0: { Make: "Phone" }, ...GPS })
        .toBuffer(),
    );
    const tagged = fs.readFileSync(file);
    expect(exifHasGps((await sharp(tagged).metadata()).exif as Buffer)).toBe(true);

    const result = await makePhotoSafe(file);

    expect(result.action).toBe("stripped");
    expect(result.after).toMatchObject({ width: 1200, height: 800 });
    expect(result.after.bytes).toBeLessThan(result.before.bytes);
    expect(await photoProblems(file)).toEqual([]);
    // The compressed picture is untouched: decoding gives the same pixels as before.
    const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(fs.readFileSync(file))).equals(await pixels(tagged))).toBe(true);
  });

  it("keeps a PNG a PNG, losslessly with its alpha, shrunk but never enlarged", async () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 4, background: { ...RED, alpha: 0.5 } } })
        .composite([
          {
            input: Buffer.from([0, 0, 255, 255]),
            raw: { width: 1, height: 1, channels: 4 },
            left: 1,
            top: 1,
          },
        ])
        .png()
        .withExif({ IFD0: { Make: "Editor" } })
        .toBuffer();
    const wide = path.join(images, "banner.png");
    fs.writeFileSync(wide, await png(3000, 1000));
    const logo = path.join(images, "logo.png");
    const tagged = await png(300, 100);
    fs.writeFileSync(logo, tagged);

    expect((await makePhotoSafe(wide)).after).toMatchObject({ width: MAX_LONG_SIDE, height: 853 });
    expect((await makePhotoSafe(logo)).after).toMatchObject({ width: 300, height: 100 });
    for (const file of [wide, logo]) {
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: "png", hasAlpha: true });
      expect(metadata.exif).toBeUndefined();
    }
    const pixels = async (input: Buffer | string) => sharp(input).raw().toBuffer();
    expect((await pixels(logo)).equals(await pixels(tagged))).toBe(true);
  });

  it("leaves a photo that is already safe byte for byte as it was", async () => {
    const small = path.join(images, "small.jpg");
    const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: BLUE } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(small, bytes);
    expect(await makePhotoSafe(small)).toMatchObject({
      action: "unchanged",
      after: { width: 300, height: 200 },
    });
    expect(fs.readFileSync(small).equals(bytes)).toBe(true);
  });

  it("refuses a file that is not a JPEG, PNG or WebP", async () => {
    const text = path.join(images, "notes.jpg");
    fs.writeFileSync(text, "hello");
    await expect(makePhotoSafe(text)).rejects.toThrow("is not an image (JPEG, PNG or WebP expected)");
    const gif = path.join(images, "anim.gif");
    fs.writeFileSync(
      gif,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: BLUE } })
        .gif()
        .toBuffer(),
    );
    await expect(makePhotoSafe(gif)).rejects.toThrow("is a gif image: only JPEG, PNG and WebP are accepted");
  });

  it("stripJpegMetadata refuses bytes that are not a JPEG", () => {
    expect(stripJpegMetadata(Buffer.from("hello world"))).toBeUndefined();
  });

  describe("PNG and WebP metadata in chunks of their own", () => {
    /** A PNG chunk of `type` holding `data`, with its CRC. */
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const text = (keyword: string, value: string) =>
      chunk("tEXt", Buffer.from(`${keyword}\0${value}`, "latin1"));
    /** The TIFF of an EXIF block with a GPS position, as an image editor writes it into a PNG's eXIf. */
    const gpsExif = async () => {
      const { exif } = await sharp(await phonePhoto(64, 48)).metadata();
      return exif!.subarray(6);
    };
    /** A PNG as ImageMagick writes one from a phone's JPEG: eXIf after the picture, EXIF again as text. */
    const taggedPng = async () => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: RED } })
        .png()
        .toBuffer();
      const iend = png.length - 12;
      return Buffer.concat([
        png.subarray(0, iend),
        chunk("eXIf", await gpsExif()),
        text("Author", "Jane Doe"),
        text("exif:GPSLatitude", "27/1, 53/1, 0/1"),
        chunk("tIME", Buffer.from([0x07, 0xea, 12, 1, 10, 0, 0])),
        png.subarray(iend),
      ]);
    };

    it("the content check refuses a PNG whose EXIF (GPS) and text chunks sharp does not report", async () => {
      const file = path.join(images, "team.png");
      fs.writeFileSync(file, await taggedPng());
      expect((await sharp(file).metadata()).exif).toBeUndefined(); // why the chunks are read here
      const [problem] = await checkPhotos(root, contentImages(root));
      expect(problem?.file).toBe("content/gallery/images/team.png");
      expect(problem?.message).toContain("carries EXIF metadata with a GPS position");
      expect(problem?.message).toContain(
        "carries text metadata with a GPS position (where the photo was taken) (Author, exif:GPSLatitude, tIME)",
      );
      expect(problem?.message).toContain("run npm run media:import -- content/gallery/images/team.png");
    });

    it("media:import strips them losslessly: the picture's chunks and pixels as they were, then the check passes", async () => {
      const file = path.join(images, "team.png");
      const tagged = await taggedPng();
      fs.writeFileSync(file, tagged);
      expect(await makePhotoSafe(file)).toMatchObject({
        action: "stripped",
        after: { width: 64, height: 48 },
      });
      const written = fs.readFileSync(file);
      expect(written.includes(Buffer.from("eXIf"))).toBe(false);
      expect(written.includes(Buffer.from("Jane Doe"))).toBe(false);
      expect(written.includes(Buffer.from("GPSLatitude"))).toBe(false);
      const pixels = async (input: Buffer) => sharp(input).raw().toBuffer();
      expect((await pixels(written)).equals(await pixels(tagged))).toBe(true);
      expect(await photoProblems(file)).toEqual([]);
      expect(await checkPhotos(root, contentImages(root))).toEqual([]);
      expect(await makePhotoSafe(file)).toMatchObject({ action: "unchanged" });
    });

    it("strips a WebP's EXIF and XMP chunks without re-encoding it", async () => {
      const file = path.join(images, "track.webp");
      const tagged = await sharp({ create: { width: 64, height: 48, channels: 3, background: BLUE } })
        .webp({ quality: 50 })
        .withExif({ IFD0: { Make: "Phone" } })
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
        .toBuffer();
      fs.writeFileSync(file, tagged);
      expect(await makePhotoSafe(file)).toMatchObject({ action: "stripped" });
      const written = fs.readFileSync(file);
      const metadata = await sharp(written).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect((await sharp(written).raw().toBuffer()).equals(await sharp(tagged).raw().toBuffer())).toBe(true);
      expect(await checkPhotos(root, contentImages(root))).toEqual([]);
    });

    it("the chunk walks refuse bytes that are not a PNG or a WebP", () => {
      expect(stripPngMetadata(Buffer.from("hello world"))).toBeUndefined();
      expect(stripWebpMetadata(Buffer.from("hello world"))).toBeUndefined();
    });
  });
});
