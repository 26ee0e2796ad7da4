/** Small SVG building blocks. Text is set in DejaVu Sans, found by librsvg through fontconfig. */
import sharp from "sharp";
import { escapeHtml } from "./escape-html";

export const FONT_FAMILY = "DejaVu Sans";

export interface TextStyle {
  size: number;
  weight?: "normal" | "bold";
  italic?: boolean;
  /** Extra space between letters, in em. */
  tracking?: number;
}

export interface TextOptions extends TextStyle {
  x: number;
  y: number;
  fill: string;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
  /** A contrasting outline drawn under the glyphs, so text stays legible on any background. */
  halo?: { color: string; width: number };
}

/** Text safe inside an SVG element or attribute (the site's one escaper serves XML too). */
export const escapeXml = escapeHtml;

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function fontAttributes(style: TextStyle): string {
  const attributes = [
    `font-family="${FONT_FAMILY}"`,
    `font-size="${round(style.size)}"`,
    `font-weight="${style.weight ?? "normal"}"`,
  ];
  if (style.italic) attributes.push(`font-style="oblique"`);
  if (style.tracking) attributes.push(`letter-spacing="${round(style.tracking * style.size)}"`);
  return attributes.join(" ");
}

export function text(content: string, options: TextOptions): string {
  const attributes = [
    `x="${round(options.x)}"`,
    `y="${round(options.y)}"`,
    fontAttributes(options),
    `fill="${options.fill}"`,
    `text-anchor="${options.anchor ?? "start"}"`,
  ];
  if (options.opacity !== undefined) attributes.push(`fill-opacity="${options.opacity}"`);
  if (options.halo) {
    attributes.push(
      `stroke="${options.halo.color}" stroke-width="${options.halo.width}" stroke-linejoin="round" paint-order="stroke"`,
    );
  }
  return `<text ${attributes.join(" ")}>${escapeXml(content)}</text>`;
}

export type GradientStop = [offset: number, color: string, opacity?: number];

function stops(list: readonly GradientStop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`,
    )
    .join("");
}

/** A linear gradient along the vector (x1,y1)→(x2,y2), in fractions of the shape's box. */
export function linearGradient(
  id: string,
  list: readonly GradientStop[],
  vector: [x1: number, y1: number, x2: number, y2: number] = [0, 0, 0, 1],
): string {
  const [x1, y1, x2, y2] = vector;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

export function radialGradient(
  id: string,
  list: readonly GradientStop[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Cuts a text at a word boundary so it has at most `maxChars` characters, ending in an ellipsis. */
export function shorten(content: string, maxChars: number): string {
  const clean = content.replace(/\s+/g, " ").trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace > maxChars * 0.5 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.·—…-]+$/, "")}…`;
}

/** Up to two initials from a person's name, skipping honorifics such as "Dr." or "Prof.". */
export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, " ")
    .split(/[\s.]+/)
    .filter((word) => word.length > 0 && !/^(dr|prof|mr|mrs|ms|er|sir)$/i.test(word));
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

const MEASURE_SIZE = 100;
const widthCache = new Map<string, number>();

/**
 * Ink width of a text at font size 100, measured by rendering it: exact for whatever font fontconfig
 * resolves, so labels never run off the image.
 */
async function measureAt100(content: string, style: Omit<TextStyle, "size">): Promise<number> {
  const key = JSON.stringify([content, style]);
  const cached = widthCache.get(key);
  if (cached !== undefined) return cached;
  const canvasWidth = Math.ceil(content.length * MEASURE_SIZE * 1.1 + 200);
  const svg = svgDocument(
    canvasWidth,
    160,
    text(content, { ...style, size: MEASURE_SIZE, x: 20, y: 120, fill: "#000000" }),
  );
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let minX = info.width;
  let maxX = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * info.channels + 3] ?? 0) > 0) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
      }
    }
  }
  const width = maxX >= minX ? maxX - minX + 1 : 0;
  widthCache.set(key, width);
  return width;
}

export interface FittedLine {
  content: string;
  size: number;
}

/**
 * The largest font size (≤ maxSize) at which `content` fits in `maxWidth`; below `minSize` the text is
 * shortened at a word boundary instead.
 */
export async function fitLine(
  content: string,
  maxWidth: number,
  style: Omit<TextStyle, "size">,
  maxSize: number,
  minSize = maxSize * 0.55,
): Promise<FittedLine> {
  let candidate = content;
  for (;;) {
    const width = await measureAt100(candidate, style);
    const size = width === 0 ? maxSize : Math.min(maxSize, (maxWidth * MEASURE_SIZE) / width);
    if (size >= minSize || candidate.length <= 4) return { content: candidate, size: Math.floor(size) };
    candidate = shorten(candidate, Math.max(4, Math.floor(candidate.length * 0.85)));
  }
}
