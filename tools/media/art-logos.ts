/**
 * Transparent PNG marks: letterless placeholder sponsor marks, and the stand-ins for the site's own
 * logos and app icon (which, being the club's and its affiliations' names, are wordmarks).
 */
import { palette, tint } from "./palette";
import { fitLine, linearGradient, round, svgDocument, text, type TextOptions } from "./svg";
import type { Size } from "./art-photos";

export type SiteLogoVariant = "club" | "saeindia" | "amu";

const SHAPES = ["ring", "hexagon", "shield", "chevrons", "diamond", "bars"] as const;
type Shape = (typeof SHAPES)[number];

/** The one ink every placeholder sponsor mark is drawn in, so the wall reads as a calm monochrome set. */
export const LOGO_INK = palette.asphalt600;

function polygon(points: Array<[number, number]>, fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ")}" fill="${fill}"/>`;
}

/** One simple single-colour emblem centred on (cx, cy) with radius r; "holes" are left transparent. */
function emblem(shape: Shape, cx: number, cy: number, r: number, ink: string): string {
  switch (shape) {
    case "ring":
      return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.86)}" fill="none" stroke="${ink}" stroke-width="${round(r * 0.26)}"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.28)}" fill="${ink}"/>`;
    case "hexagon": {
      const corners = (radius: number) =>
        Array.from({ length: 6 }, (_, index) => {
          const angle = (Math.PI / 3) * index + Math.PI / 6;
          return `${round(cx + Math.cos(angle) * radius)},${round(cy + Math.sin(angle) * radius)}`;
        }).join(" L");
      return `<path fill-rule="evenodd" d="M${corners(r)} Z M${corners(r * 0.45)} Z" fill="${ink}"/>`;
    }
    case "shield":
      return `<path d="M${round(cx - r * 0.8)} ${round(cy - r * 0.9)} L${round(cx + r * 0.8)} ${round(cy - r * 0.9)} L${round(cx + r * 0.8)} ${round(cy)} Q${round(cx + r * 0.75)} ${round(cy + r * 0.75)} ${round(cx)} ${round(cy + r)} Q${round(cx - r * 0.75)} ${round(cy + r * 0.75)} ${round(cx - r * 0.8)} ${round(cy)} Z" fill="${ink}"/>`;
    case "chevrons":
      return [0, 1]
        .map((index) => {
          const x = cx - r * 0.8 + index * r * 0.75;
          return polygon(
            [
              [x, cy - r],
              [x + r * 0.45, cy - r],
              [x + r * 0.95, cy],
              [x + r * 0.45, cy + r],
              [x, cy + r],
              [x + r * 0.5, cy],
            ],
            ink,
          );
        })
        .join("");
    case "diamond":
      return `<path fill-rule="evenodd" d="M${round(cx)} ${round(cy - r)} L${round(cx + r)} ${round(cy)} L${round(cx)} ${round(cy + r)} L${round(cx - r)} ${round(cy)} Z M${round(cx)} ${round(cy - r * 0.42)} L${round(cx + r * 0.42)} ${round(cy)} L${round(cx)} ${round(cy + r * 0.42)} L${round(cx - r * 0.42)} ${round(cy)} Z" fill="${ink}"/>`;
    case "bars":
      return [0, 1, 2]
        .map((index) =>
          polygon(
            [
              [cx - r + index * r * 0.6 + r * 0.4, cy - r],
              [cx - r + index * r * 0.6 + r * 0.78, cy - r],
              [cx - r + index * r * 0.6 + r * 0.38, cy + r],
              [cx - r + index * r * 0.6, cy + r],
            ],
            ink,
          ),
        )
        .join("");
  }
}

/** A "wordmark" without letters: a heavy bar for the name and, on some marks, a thin one for a tagline. */
function wordmarkBars(x: number, y: number, length: number, height: number, tagline: boolean): string {
  const bar = `<rect x="${round(x)}" y="${round(y)}" width="${round(length)}" height="${round(height)}" rx="${round(height * 0.2)}" fill="${LOGO_INK}"/>`;
  if (!tagline) return bar;
  return (
    bar +
    `<rect x="${round(x)}" y="${round(y + height * 1.45)}" width="${round(length * 0.62)}" height="${round(height * 0.34)}" rx="${round(height * 0.17)}" fill="${LOGO_INK}"/>`
  );
}

/**
 * A placeholder sponsor mark: one ink on transparency, an emblem beside a letterless wordmark, all in
 * one layout. `variant` (the sponsor's position) picks the emblem and the wordmark's proportions, so
 * neighbours differ while the wall stays one calm style (the page shows real logos the same way: in
 * grey, at one height).
 */
export function sponsorLogoSvg(variant: number, { width, height }: Size): string {
  const shape = SHAPES[variant % SHAPES.length] ?? "ring";
  const tagline = variant % 4 === 1 || variant % 4 === 2;
  const length = width * (0.34 + ((variant * 7) % 5) * 0.04);
  const r = height * 0.24;
  const left = (width - (r * 2 + width * 0.05 + length)) / 2;
  const barHeight = height * 0.15;
  return svgDocument(
    width,
    height,
    emblem(shape, left + r, height / 2, r, LOGO_INK) +
      wordmarkBars(
        left + r * 2 + width * 0.05,
        height / 2 - (tagline ? barHeight * 0.9 : barHeight / 2),
        length,
        barHeight,
        tagline,
      ),
  );
}

/** Text with a thin outline in a contrasting colour, legible on light and dark headers alike. */
function haloText(content: string, options: Omit<TextOptions, "halo">, haloColor: string): string {
  return text(content, { ...options, halo: { color: haloColor, width: round(options.size * 0.08) } });
}

/** A line of logo text that fits between `x` and the right edge of the logo. */
async function fittedHaloText(
  content: string,
  options: Omit<TextOptions, "halo">,
  right: number,
  haloColor: string,
): Promise<string> {
  const fitted = await fitLine(content, right - options.x, options, options.size, options.size * 0.5);
  return haloText(fitted.content, { ...options, size: fitted.size }, haloColor);
}

async function clubLogo({ width, height }: Size): Promise<string> {
  const unit = height / 200;
  const right = width - 12 * unit;
  const badge = polygon(
    [
      [40 * unit, 30 * unit],
      [250 * unit, 30 * unit],
      [220 * unit, 170 * unit],
      [10 * unit, 170 * unit],
    ],
    palette.accent,
  );
  const sae = text("SAE", {
    x: 128 * unit,
    y: 134 * unit,
    size: 92 * unit,
    weight: "bold",
    italic: true,
    fill: palette.chalk,
    anchor: "middle",
  });
  const zhcet = await fittedHaloText(
    "ZHCET",
    { x: 266 * unit, y: 118 * unit, size: 88 * unit, weight: "bold", italic: true, fill: palette.chalk },
    right,
    palette.asphalt900,
  );
  const club = await fittedHaloText(
    "COLLEGIATE CLUB",
    { x: 268 * unit, y: 162 * unit, size: 26 * unit, weight: "bold", tracking: 0.12, fill: palette.muted },
    right,
    palette.asphalt900,
  );
  return svgDocument(width, height, badge + sae + zhcet + club);
}

async function saeIndiaLogo({ width, height }: Size): Promise<string> {
  const unit = height / 200;
  const blue = "#1d4f9c";
  const badge = `<rect x="${20 * unit}" y="${36 * unit}" width="${236 * unit}" height="${128 * unit}" rx="${20 * unit}" fill="${blue}"/>`;
  const sae = text("SAE", {
    x: 138 * unit,
    y: 136 * unit,
    size: 96 * unit,
    weight: "bold",
    fill: palette.chalk,
    anchor: "middle",
  });
  const india = await fittedHaloText(
    "INDIA",
    { x: 274 * unit, y: 136 * unit, size: 96 * unit, weight: "bold", fill: blue },
    width - 12 * unit,
    palette.chalk,
  );
  return svgDocument(width, height, badge + sae + india);
}

async function amuLogo({ width, height }: Size): Promise<string> {
  const unit = height / 200;
  const green = "#0f6b3a";
  const gold = "#c9a227";
  const right = width - 12 * unit;
  const crest = `<circle cx="${100 * unit}" cy="${100 * unit}" r="${84 * unit}" fill="${green}" stroke="${gold}" stroke-width="${10 * unit}"/>`;
  const amu = text("AMU", {
    x: 100 * unit,
    y: 120 * unit,
    size: 56 * unit,
    weight: "bold",
    fill: palette.chalk,
    anchor: "middle",
  });
  const line1 = await fittedHaloText(
    "ALIGARH MUSLIM",
    { x: 206 * unit, y: 94 * unit, size: 44 * unit, weight: "bold", fill: green },
    right,
    palette.chalk,
  );
  const line2 = await fittedHaloText(
    "UNIVERSITY",
    { x: 206 * unit, y: 146 * unit, size: 44 * unit, weight: "bold", tracking: 0.12, fill: green },
    right,
    palette.chalk,
  );
  return svgDocument(width, height, crest + amu + line1 + line2);
}

export async function siteLogoSvg(variant: SiteLogoVariant, size: Size): Promise<string> {
  switch (variant) {
    case "club":
      return clubLogo(size);
    case "saeindia":
      return saeIndiaLogo(size);
    case "amu":
      return amuLogo(size);
  }
}

/** The app icon: an "SAE / ZHCET" monogram on dark asphalt, inside the maskable safe zone. */
export function iconSvg(side: number): string {
  const unit = side / 512;
  return svgDocument(
    side,
    side,
    "<defs>" +
      linearGradient(
        "bg",
        [
          [0, palette.asphalt700],
          [1, palette.asphalt950],
        ],
        [0, 0, 1, 1],
      ) +
      "</defs>" +
      `<rect width="${side}" height="${side}" fill="url(#bg)"/>` +
      `<circle cx="${256 * unit}" cy="${256 * unit}" r="${176 * unit}" fill="none" stroke="${palette.accent}" stroke-width="${18 * unit}" stroke-dasharray="${round(820 * unit)} ${round(286 * unit)}" transform="rotate(120 ${256 * unit} ${256 * unit})"/>` +
      text("SAE", {
        x: 250 * unit,
        y: 272 * unit,
        size: 126 * unit,
        weight: "bold",
        italic: true,
        fill: palette.chalk,
        anchor: "middle",
      }) +
      `<rect x="${150 * unit}" y="${292 * unit}" width="${212 * unit}" height="${8 * unit}" fill="${tint(palette.accent, 0.1)}"/>` +
      text("ZHCET", {
        x: 256 * unit,
        y: 352 * unit,
        size: 48 * unit,
        weight: "bold",
        tracking: 0.14,
        fill: palette.accent,
        anchor: "middle",
      }),
  );
}
