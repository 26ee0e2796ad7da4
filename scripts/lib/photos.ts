/**
 * Photos made safe for the site: at most 2560 px on the long side, upright, without EXIF, XMP, IPTC or
 * text metadata. `photoProblems` says what is wrong (the content check refuses it); `makePhotoSafe` fixes
 * it in place (`npm run media:import -- FILES…`).
 */
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import type { ContentProblem } from "../../gatsby/content-check";
import { mapLimit } from "./report";
import { JPEG_QUALITY, MAX_LONG_SIDE, WEBP_QUALITY } from "../../src/lib/photo-rules";

const FORMATS = new Set(["jpeg", "png", "webp"]);

/** Whether a raw EXIF block (as sharp returns it: "Exif\0\0" + TIFF) points to a GPS directory (tag 0x8825). */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  if (tiff.length < 8) return false;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number): number => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number): number => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  if (ifd0 + 2 > tiff.length) return false;
  const count = u16(ifd0);
  for (let index = 0; index < count; index += 1) {
    const entry = ifd0 + 2 + index * 12;
    if (entry + 12 > tiff.length) return false;
    if (u16(entry) === 0x8825) return true;
  }
  return false;
}

const exifProblem = (exif: Buffer): string =>
  exifHasGps(exif)
    ? "carries EXIF metadata with a GPS position (where the photo was taken)"
    : "carries EXIF metadata (camera, date, orientation)";

/** What makes an image unsafe to publish, in a reader's words; empty when it is safe. */
function metadataProblems(metadata: Metadata): string[] {
  const problems: string[] = [];
  const { width = 0, height = 0 } = metadata;
  if (Math.max(width, height) > MAX_LONG_SIDE) {
    problems.push(`is ${width}×${height} px, over ${MAX_LONG_SIDE} px on its long side`);
  }
  if (metadata.exif) problems.push(exifProblem(metadata.exif));
  if (metadata.xmp) problems.push("carries XMP metadata");
  if (metadata.iptc) problems.push("carries IPTC metadata");
  return problems;
}

/** PNG chunks a photo needs (the picture, its colour, transparency, pixel size, animation); any other goes. */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "bKGD",
  "pHYs",
  "acTL",
  "fcTL",
  "fdAT",
]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
  /** The whole chunk, its header and trailer included. */
  chunk: Buffer;
}

/**
 * A PNG's or a WebP's chunks; undefined when the bytes are not one or are cut short. A PNG chunk is
 * length (big-endian), type, data and CRC, the last one IEND; a WebP (RIFF) chunk is type, size
 * (little-endian), data and a pad byte to an even size.
 */
function imageChunks(bytes: Buffer, format: "png" | "webp"): Chunk[] | undefined {
  const png = format === "png";
  const signed = png
    ? bytes.subarray(0, 8).equals(PNG_SIGNATURE)
    : bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP";
  if (!signed) return undefined;
  const chunks: Chunk[] = [];
  let at = png ? 8 : 12;
  while (at + 8 <= bytes.length) {
    const size = png ? bytes.readUInt32BE(at) : bytes.readUInt32LE(at + 4);
    const dataEnd = at + 8 + size;
    const end = dataEnd + (png ? 4 : size % 2);
    if ((png ? end : dataEnd) > bytes.length) return undefined;
    const type = bytes.toString("latin1", png ? at + 4 : at, png ? at + 8 : at + 4);
    chunks.push({ type, data: bytes.subarray(at + 8, dataEnd), chunk: bytes.subarray(at, end) });
    if (png && type === "IEND") return chunks;
    at = end;
  }
  return png ? undefined : chunks;
}

/** The keyword of a PNG text chunk (tEXt, zTXt, iTXt: keyword, then a zero byte). */
const textKeyword = (data: Buffer): string => data.toString("latin1", 0, Math.max(0, data.indexOf(0)));

/** The metadata a PNG's or WebP's chunks hold, which sharp does not always report (a PNG's text chunks). */
function chunkProblems(bytes: Buffer): string[] {
  const chunks = imageChunks(bytes, "png") ?? imageChunks(bytes, "webp");
  if (!chunks) return [];
  const problems = new Set<string>();
  const texts: string[] = [];
  for (const { type, data } of chunks) {
    if (type === "eXIf" || type === "EXIF") problems.add(exifProblem(data));
    else if (type === "XMP ") problems.add("carries XMP metadata");
    else if (type === "tEXt" || type === "zTXt" || type === "iTXt") {
      const keyword = textKeyword(data);
      if (keyword === "XML:com.adobe.xmp") problems.add("carries XMP metadata");
      else texts.push(keyword);
    } else if (type === "tIME") texts.push("tIME");
  }
  if (texts.length > 0) {
    const gps = texts.some((keyword) => /gps/i.test(keyword));
    const named = [...new Set(texts)].slice(0, 4).join(", ") + (new Set(texts).size > 4 ? ", …" : "");
    problems.add(
      `carries text metadata${gps ? " with a GPS position (where the photo was taken)" : ""} (${named})`,
    );
  }
  return [...problems];
}

/** A PNG with only the chunks in PNG_KEPT, the picture untouched; undefined when it is not a PNG. */
export function stripPngMetadata(png: Buffer): Buffer | undefined {
  const chunks = imageChunks(png, "png");
  if (!chunks) return undefined;
  return Buffer.concat([
    PNG_SIGNATURE,
    ...chunks.filter(({ type }) => PNG_KEPT.has(type)).map((c) => c.chunk),
  ]);
}

/** A WebP without its EXIF and XMP chunks and their VP8X flags; undefined when it is not a WebP. */
export function stripWebpMetadata(webp: Buffer): Buffer | undefined {
  const chunks = imageChunks(webp, "webp");
  if (!chunks) return undefined;
  const kept = chunks
    .filter(({ type }) => type !== "EXIF" && type !== "XMP ")
    .map(({ type, chunk }) => {
      if (type !== "VP8X") return chunk;
      const header = Buffer.from(chunk);
      header[8] = (header[8] as number) & ~0x0c; // the EXIF (0x08) and XMP (0x04) flags
      return header;
    });
  const body = Buffer.concat(kept);
  const riff = Buffer.alloc(12);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(body.length + 4, 4);
  riff.write("WEBP", 8, "latin1");
  return Buffer.concat([riff, body]);
}

/** Reads an image's header; throws a sentence about the file ("is not an image…") for anything but JPEG, PNG, WebP. */
export async function readPhotoMetadata(file: string | Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file).metadata();
  } catch {
    throw new Error("is not an image (JPEG, PNG or WebP expected)");
  }
  if (!FORMATS.has(metadata.format ?? "")) {
    throw new Error(`is a ${metadata.format ?? "unknown"} image: only JPEG, PNG and WebP are accepted`);
  }
  return metadata;
}

/** The problems of one image file or its bytes (an unreadable image is one). */
export async function photoProblems(file: string | Buffer): Promise<string[]> {
  try {
    // sharp caches what it read of a file name, and media:import replaces files: it reads the bytes.
    const bytes = typeof file === "string" ? await readFile(file) : file;
    const problems = metadataProblems(await readPhotoMetadata(bytes));
    return [...new Set([...problems, ...chunkProblems(bytes)])];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/**
 * Every one of the content's images (paths from rootDir, as gatsby/editor-content.ts's contentImages lists
 * them) that is not safe, one problem per file naming what is wrong and the command that fixes it.
 */
export async function checkPhotos(rootDir: string, images: readonly string[]): Promise<ContentProblem[]> {
  const found = await mapLimit(images, 4, (file) => photoProblems(path.join(rootDir, file)));
  return images.flatMap((file, index) => {
    const problems = found[index] ?? [];
    if (problems.length === 0) return [];
    return [
      {
        file,
        entry: "-",
        field: "-",
        message: `${problems.join("; ")}: run npm run media:import -- ${file}`,
      },
    ];
  });
}

const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const SOS = 0xda;
const EOI = 0xd9;

/** Where the entropy-coded data that starts at `from` ends: the next marker (not a stuffed 0xFF00 or a restart). */
function scanEnd(jpeg: Buffer, from: number): number {
  let at = from;
  while (at + 1 < jpeg.length) {
    const next = jpeg[at + 1] as number;
    if (jpeg[at] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) return at;
    at += 1;
  }
  return jpeg.length;
}

/**
 * A JPEG without its metadata, the picture untouched: keeps APP0 (JFIF), APP2 ICC profiles and APP14,
 * drops every other APPn, comments and anything after the image; undefined when it is not a JPEG.
 */
export function stripJpegMetadata(jpeg: Buffer): Buffer | undefined {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at + 2 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return undefined;
    const marker = jpeg[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === EOI) {
      kept.push(jpeg.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (at + 4 > jpeg.length) return undefined;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end > jpeg.length) return undefined;
    const segment = jpeg.subarray(at, end);
    const isIcc = marker === APP2 && segment.subarray(4, 16).toString("latin1") === "ICC_PROFILE\0";
    const isMetadata = (marker > APP0 && marker <= 0xef && marker !== APP14 && !isIcc) || marker === COM;
    if (!isMetadata) kept.push(segment);
    at = end;
    if (marker === SOS) {
      const scan = scanEnd(jpeg, at);
      kept.push(jpeg.subarray(at, scan));
      at = scan;
    }
  }
  return undefined;
}

export interface ImageFacts {
  bytes: number;
  width: number;
  height: number;
}

interface ImportResult {
  before: ImageFacts;
  after: ImageFacts;
  /** unchanged: already safe; stripped: metadata removed, picture untouched; re-encoded: decoded and written anew. */
  action: "unchanged" | "stripped" | "re-encoded";
}

/** A photo turned upright, shrunk to fit MAX_LONG_SIDE (never enlarged), encoded without metadata. */
export function safeRendition(input: Buffer | string, format: string): sharp.Sharp {
  const image = sharp(input)
    .rotate()
    .resize({ width: MAX_LONG_SIDE, height: MAX_LONG_SIDE, fit: "inside", withoutEnlargement: true });
  if (format === "jpeg") return image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  if (format === "webp") return image.webp({ quality: WEBP_QUALITY });
  return image.png({ compressionLevel: 9, adaptiveFiltering: true });
}

/** Writes next to the file, then renames over it: a reader never sees half a photo. */
async function replaceFile(file: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Makes one photo safe in place: an upright one within the size limit only loses its metadata
 * (lossless); any other is re-encoded (safeRendition). Throws for anything but a JPEG, PNG or WebP.
 */
export async function makePhotoSafe(file: string): Promise<ImportResult> {
  const input = await readFile(file);
  const metadata = await readPhotoMetadata(input);
  const format = metadata.format as string;
  const before = { bytes: input.length, width: metadata.width ?? 0, height: metadata.height ?? 0 };
  const upright = (metadata.orientation ?? 1) === 1;
  if (metadataProblems(metadata).length === 0 && chunkProblems(input).length === 0 && upright) {
    return { before, after: before, action: "unchanged" };
  }

  const withinSize = Math.max(before.width, before.height) <= MAX_LONG_SIDE;
  const strip = { jpeg: stripJpegMetadata, png: stripPngMetadata, webp: stripWebpMetadata }[format];
  const stripped = strip && upright && withinSize ? strip(input) : undefined;
  const output =
    stripped && (await photoProblems(stripped)).length === 0
      ? stripped
      : await safeRendition(input, format).toBuffer();
  await replaceFile(file, output);
  const written = await sharp(output).metadata();
  return {
    before,
    after: { bytes: output.length, width: written.width ?? 0, height: written.height ?? 0 },
    action: output === stripped ? "stripped" : "re-encoded",
  };
}
