/**
 * A gallery album made from photos: content/gallery/section<N>.json (the next free slug) and its photos,
 * made safe, in images/section<N>/. Everything is checked first, and one bad photo refuses the whole
 * album; each photo gets a stand-in caption (captions.ts) the launch check lists.
 */
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import fs from "node:fs";
import path from "node:path";
import { canonicalFormat, checkCanonical } from "../../gatsby/canonical-content";
import { checkContent, type ContentProblem } from "../../gatsby/content-check";
import { contentImages } from "../../gatsby/editor-content";
import {
  collectionByFolder,
  collectionEntries,
  loadCollections,
  type SchemaNode,
} from "../../src/lib/content/content-folder";
import { albumPath } from "../../src/lib/routes";
import { placeholderCaption } from "./captions";
import { PHOTO_FILE } from "../../src/lib/photo-rules";
import { checkPhotos, makePhotoSafe, readPhotoMetadata, safeRendition } from "./photos";

/** Thrown when the album cannot be made; nothing has been written. */
export class AlbumRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join("\n"));
  }
}

const naturalOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare;

/** The photo files the arguments name: files as given, folders by their JPEG, PNG and WebP files. */
export async function photoFiles(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const info = await stat(input).catch(() => undefined);
    if (info?.isDirectory()) {
      const names = (await readdir(input)).filter((name) => PHOTO_FILE.test(name) && !name.startsWith("."));
      files.push(...names.map((name) => path.join(input, name)));
    } else {
      files.push(input);
    }
  }
  return files.sort((a, b) => naturalOrder(path.basename(a), path.basename(b)) || naturalOrder(a, b));
}

/** A photo's name in the album: lower-case words joined by hyphens, .png for a PNG, else .jpg (WebP too). */
export function safePhotoName(file: string, format: string): string {
  const stem =
    path
      .basename(file, path.extname(file))
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "photo";
  return `${stem}.${format === "png" ? "png" : "jpg"}`;
}

/** What the gallery schema says an album is: its slug's prefix, and how many photos it holds at most. */
function albumRules(schemaDir: string): { prefix: string; maxPhotos: number; schema: SchemaNode } {
  const collection = collectionByFolder("gallery", loadCollections(schemaDir));
  if (!collection) throw new Error(`${schemaDir} has no gallery schema`);
  const slug = collection.schema.properties?.slug;
  const prefix = /^\^([A-Za-z]+)\[0-9\]\+\$$/.exec(String(slug?.pattern ?? ""))?.[1];
  if (!prefix) throw new Error(`the gallery schema's slug pattern is not "^<Word>[0-9]+$"`);
  const maxPhotos = Number(collection.schema.properties?.images?.maxItems ?? 20);
  return { prefix, maxPhotos, schema: collection.schema };
}

interface Album {
  slug: string;
  order: number;
  name?: string;
}

/** The folder of the press releases' PDFs beside the content (the project's own for a bare copy). */
function staticDirFor(rootDir: string): string {
  const beside = path.join(rootDir, "static");
  return fs.existsSync(beside) ? beside : path.join(__dirname, "..", "..", "static");
}

interface NewAlbum {
  /** The content folder (content/ of the project, or a copy). */
  contentDir: string;
  name: string;
  /** Photo files and folders of photos. */
  inputs: readonly string[];
}

interface CreatedAlbum {
  slug: string;
  route: string;
  order: number;
  /** Absolute path of the album's JSON file. */
  file: string;
  /** Absolute path of the album's photo folder. */
  folder: string;
  /** Each photo: the file it came from and its name in the album folder, in display order. */
  photos: Array<{ from: string; name: string }>;
  /** What the content check says of the content with the album in it (empty: all is well). */
  problems: ContentProblem[];
}

/** Makes the album; throws AlbumRefused (nothing written) when it cannot be made. */
export async function createAlbum({ contentDir, name, inputs }: NewAlbum): Promise<CreatedAlbum> {
  const schemaDir = path.join(contentDir, "schemas");
  const galleryDir = path.join(contentDir, "gallery");
  const { prefix, maxPhotos, schema } = albumRules(schemaDir);
  const title = name.trim();
  const reasons: string[] = [];
  if (!title) reasons.push('the album needs a name, e.g. "Formula Bharat 2025"');

  const albums = collectionEntries(contentDir, "gallery") as unknown as Album[];
  const same = albums.find((album) => album.name?.trim().toLowerCase() === title.toLowerCase());
  if (title && same) {
    reasons.push(`an album named "${same.name}" already exists (${same.slug}, ${albumPath(same.slug)})`);
  }
  const numbers = albums.map((album) => Number(album.slug.slice(prefix.length))).filter(Number.isFinite);
  const slug = `${prefix}${Math.max(-1, ...numbers) + 1}`;
  const lower = slug.toLowerCase();
  const file = path.join(galleryDir, `${lower}.json`);
  const folder = path.join(galleryDir, "images", lower);
  for (const taken of [file, folder]) {
    if (fs.existsSync(taken)) reasons.push(`${path.relative(contentDir, taken)} already exists`);
  }

  const files = await photoFiles(inputs);
  if (files.length === 0) reasons.push("no photos given: name JPEG, PNG or WebP files, or a folder of them");
  if (files.length > maxPhotos) {
    reasons.push(`an album holds at most ${maxPhotos} photos (${files.length} given): make two albums`);
  }
  const formats = await Promise.all(
    files.map(async (photo) => {
      try {
        return (await readPhotoMetadata(photo)).format as string;
      } catch (error) {
        const why = fs.existsSync(photo) ? (error as Error).message : "does not exist";
        reasons.push(`${photo} ${why}`);
        return "";
      }
    }),
  );
  if (reasons.length > 0) throw new AlbumRefused(reasons);

  const taken = new Set<string>();
  const photos = files.map((from, index) => {
    const wanted = safePhotoName(from, formats[index] as string);
    let chosen = wanted;
    for (let count = 2; taken.has(chosen); count += 1) chosen = wanted.replace(/\.(\w+)$/, `-${count}.$1`);
    taken.add(chosen);
    return { from, name: chosen };
  });

  // The photos are made safe in a hidden folder beside the album's, which is renamed into place once all are.
  const staging = path.join(galleryDir, "images", `.${lower}.${process.pid}.tmp`);
  try {
    await mkdir(staging, { recursive: true });
    for (const [index, photo] of photos.entries()) {
      const target = path.join(staging, photo.name);
      if (formats[index] === "webp") {
        await safeRendition(photo.from, "jpeg").toFile(target);
      } else {
        await copyFile(photo.from, target);
      }
      await makePhotoSafe(target);
    }
    await rename(staging, folder);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  const order = Math.max(0, ...albums.map((album) => album.order)) + 1;
  const entry = {
    $schema: "../schemas/gallery.schema.json",
    slug,
    order,
    name: title,
    published: true,
    images: photos.map((photo, index) => ({
      src: `./images/${lower}/${photo.name}`,
      alt: placeholderCaption(title, index + 1, photos.length),
    })),
  };
  await writeFile(file, canonicalFormat(schemaDir)(entry, schema));

  const rootDir = path.dirname(contentDir);
  const problems = [
    ...checkContent({ rootDir, contentDir, staticDir: staticDirFor(rootDir) }),
    ...checkCanonical({ rootDir, contentDir }),
    ...(await checkPhotos(rootDir, contentImages(rootDir, contentDir))),
  ];
  return { slug, route: albumPath(slug), order, file, folder, photos, problems };
}
