/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { formatProblem } from "../../gatsby/content-check";
import { AlbumRefused, createAlbum, photoFiles, safePhotoName } from "../../scripts/lib/album";
import { isPlaceholderCaption, placeholderCaption } from "../../scripts/lib/captions";
import { launchPlaceholders } from "../../scripts/lib/launch-check";

const ROOT = path.join(__dirname, "..", "..");

jest.setTimeout(120_000);

/** A camera photo: larger than the site keeps, with EXIF (camera, orientation). */
async function cameraPhoto(file: string, format: "jpeg" | "png" | "webp", width = 3000): Promise<void> {
  const image = sharp({ create: { width, height: 2000, channels: 3, background: "#2a6" } });
  await image[format]()
    .withExif({ IFD0: { Make: "Camera", Model: "Phone" } })
    .toFile(file);
}

/** The albums of a content folder, as their files hold them. */
const albumsIn = (contentDir: string): { slug: string; order: number; name?: string }[] =>
  fs
    .readdirSync(path.join(contentDir, "gallery"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(contentDir, "gallery", name), "utf8")));

/** Every file under a folder, relative to it. */
const listing = (dir: string): string[] => (fs.readdirSync(dir, { recursive: true }) as string[]).sort();

describe("npm run album", () => {
  let root: string;
  let contentDir: string;
  let photos: string;
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "album-"));
    contentDir = path.join(root, "content");
    fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
    photos = path.join(root, "From the camera");
    fs.mkdirSync(photos);
    await cameraPhoto(path.join(photos, "IMG_10.JPG"), "jpeg");
    await cameraPhoto(path.join(photos, "IMG_2.jpeg"), "jpeg");
    await cameraPhoto(path.join(photos, "Pit Lane.webp"), "webp");
    await cameraPhoto(path.join(photos, "podium.png"), "png", 1200);
    fs.writeFileSync(path.join(photos, "notes.txt"), "not a photo, not taken from the folder");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("makes the next album from a folder: photos safe, lower-case, in file-name order; the check passes", async () => {
    // The next album after the content's own: one number and one place after the last.
    const before = albumsIn(contentDir);
    const slug = `Section${Math.max(-1, ...before.map((album) => Number(album.slug.replace(/^\D+/, "")))) + 1}`;
    const order = Math.max(0, ...before.map((album) => album.order)) + 1;
    const lower = slug.toLowerCase();
    // The PNG carries its position only as a text chunk, as an image editor copies EXIF into one.
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    const body = Buffer.from("tEXtexif:GPSLatitude\u000027/1, 53/1, 0/1", "latin1");
    const chunk = Buffer.alloc(body.length + 8);
    chunk.writeUInt32BE(body.length - 4, 0);
    body.copy(chunk, 4);
    chunk.writeUInt32BE(zlib.crc32(body), body.length + 4);
    fs.writeFileSync(
      path.join(photos, "podium.png"),
      Buffer.concat([png.subarray(0, -12), chunk, png.subarray(-12)]),
    );
    const album = await createAlbum({ contentDir, name: " Test Drive Day 2099 ", inputs: [photos] });

    expect(album).toMatchObject({ slug, route: `/gallery/${slug}`, order, problems: [] });
    const entry = JSON.parse(fs.readFileSync(path.join(contentDir, "gallery", `${lower}.json`), "utf8"));
    expect(entry).toEqual({
      $schema: "../schemas/gallery.schema.json",
      slug,
      order,
      name: "Test Drive Day 2099",
      published: true,
      images: [
        { src: `./images/${lower}/img-2.jpg`, alt: "Test Drive Day 2099, photo 1 of 4" },
        { src: `./images/${lower}/img-10.jpg`, alt: "Test Drive Day 2099, photo 2 of 4" },
        { src: `./images/${lower}/pit-lane.jpg`, alt: "Test Drive Day 2099, photo 3 of 4" },
        { src: `./images/${lower}/podium.png`, alt: "Test Drive Day 2099, photo 4 of 4" },
      ],
    });
    const folder = path.join(contentDir, "gallery", "images", lower);
    expect(listing(folder)).toEqual(["img-10.jpg", "img-2.jpg", "pit-lane.jpg", "podium.png"]);
    for (const name of listing(folder)) {
      const metadata = await sharp(path.join(folder, name)).metadata();
      expect({ name, exif: metadata.exif, long: Math.max(metadata.width, metadata.height) <= 2560 }).toEqual({
        name,
        exif: undefined,
        long: true,
      });
    }
    expect(fs.readFileSync(path.join(folder, "podium.png")).includes(Buffer.from("GPSLatitude"))).toBe(false);
    // The source photos are left as they were.
    expect((await sharp(path.join(photos, "IMG_2.jpeg")).metadata()).exif).toBeDefined();
  });

  it("refuses, writing nothing, a file that is not a photo, a taken name or too many photos", async () => {
    const before = listing(contentDir);
    const notPhoto = path.join(photos, "notes.txt");
    const refusal = (name: string, inputs: string[]) =>
      createAlbum({ contentDir, name, inputs }).then(
        () => "made",
        (error: unknown) => (error instanceof AlbumRefused ? error.reasons : error),
      );

    expect(await refusal("New album", [photos, notPhoto])).toEqual([
      `${notPhoto} is not an image (JPEG, PNG or WebP expected)`,
    ]);
    // An album the content has, its name typed in other letter case.
    const taken = albumsIn(contentDir).find((album) => album.name);
    if (!taken?.name) throw new Error("the content has no named album");
    expect(await refusal(taken.name.toUpperCase(), [photos])).toEqual([
      `an album named "${taken.name}" already exists (${taken.slug}, /gallery/${taken.slug})`,
    ]);
    const many = Array.from({ length: 21 }, () => path.join(photos, "podium.png"));
    expect(await refusal("Big album", many)).toEqual([
      "an album holds at most 20 photos (21 given): make two albums",
    ]);
    expect(listing(contentDir)).toEqual(before);
  });

  it("leaves the captions for the launch check to list", async () => {
    // A content folder holding only the gallery, so the launch check has no generated images to redraw.
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "album-launch-"));
    try {
      fs.cpSync(path.join(contentDir, "schemas"), path.join(bare, "content", "schemas"), { recursive: true });
      fs.mkdirSync(path.join(bare, "content", "gallery"));
      await createAlbum({
        contentDir: path.join(bare, "content"),
        name: "Formula Bharat 2025",
        inputs: [path.join(photos, "podium.png"), path.join(photos, "IMG_2.jpeg")],
      });
      expect((await launchPlaceholders(bare)).map(formatProblem)).toEqual([
        'content/gallery/section0.json › entry "Section0" › field "images[0].alt": is a stand-in caption: write what the photo shows (Formula Bharat 2025, photo 1 of 2)',
        'content/gallery/section0.json › entry "Section0" › field "images[1].alt": is a stand-in caption: write what the photo shows (Formula Bharat 2025, photo 2 of 2)',
      ]);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it("names photos safely and orders them naturally", async () => {
    expect(safePhotoName("/x/Día de Pista (2).JPEG", "jpeg")).toBe("dia-de-pista-2.jpg");
    expect(safePhotoName("/x/__.webp", "webp")).toBe("photo.jpg");
    expect((await photoFiles([photos])).map((file) => path.basename(file))).toEqual([
      "IMG_2.jpeg",
      "IMG_10.JPG",
      "Pit Lane.webp",
      "podium.png",
    ]);
    expect(isPlaceholderCaption("Auto Expo", placeholderCaption("Auto Expo", 3, 9))).toBe(true);
    expect(isPlaceholderCaption("Auto Expo", "Auto Expo, photo 3 of the stand")).toBe(false);
  });
});
