/** Transparent PNG marks: placeholder sponsor wordmarks, the site's own logos and the app icon. */
import { palette, shade, spotHues, tint } from "./palette";
import { fitLine, linearGradient, round, svgDocument, text, type TextOptions } from "./svg";
import type { Size } from "./art-photos";

export type SiteLogoVariant = "club" | "saeindia" | "amu";

const SHAPES = ["roundel", "hexagon", "shield", "chevrons", "diamond", "bars"] as const;
type Shape = (typeof SHAPES)[number];

function polygon(points: Array<[number, number]>, fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ")}" fill="${fill}"/>`;
}

/** One simple emblem centred on (cx, cy) with radius r. */
function emblem(shape: Shape, cx: number, cy: number, r: number, hue: string): string {
  const dark = shade(hue, 0.35);
  switch (shape) {
    case "roundel":
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${hue}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.62)}" fill="none" stroke="${palette.chalk}" stroke-width="${round(r * 0.14)}"/>`;
    case "hexagon": {
      const points = Array.from({ length: 6 }, (_, index): [number, number] => {
        const angle = (Math.PI / 3) * index + Math.PI / 6;
        return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
      });
      return polygon(points, hue) + `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.32)}" fill="${dark}"/>`;
    }
    case "shield":
      return `<path d="M${cx - r * 0.85} ${cy - r * 0.9} L${cx + r * 0.85} ${cy - r * 0.9} L${cx + r * 0.85} ${cy} Q${cx + r * 0.8} ${cy + r * 0.75} ${cx} ${cy + r} Q${cx - r * 0.8} ${cy + r * 0.75} ${cx - r * 0.85} ${cy} Z" fill="${hue}"/>${polygon(
        [
          [cx - r * 0.85, cy - r * 0.2],
          [cx + r * 0.85, cy - r * 0.2],
          [cx + r * 0.85, cy + r * 0.1],
          [cx - r * 0.85, cy + r * 0.1],
        ],
        dark,
      )}`;
    case "chevrons":
      return [0, 1, 2]
        .map((index) => {
          const x = cx - r + index * r * 0.58;
          return polygon(
            [
              [x, cy - r],
              [x + r * 0.38, cy - r],
              [x + r * 0.84, cy],
              [x + r * 0.38, cy + r],
              [x, cy + r],
              [x + r * 0.46, cy],
            ],
            index === 1 ? dark : hue,
          );
        })
        .join("");
    case "diamond":
      return (
        polygon(
          [
            [cx, cy - r],
            [cx + r, cy],
            [cx, cy + r],
            [cx - r, cy],
          ],
          hue,
        ) +
        polygon(
          [
            [cx, cy - r * 0.45],
            [cx + r * 0.45, cy],
            [cx, cy + r * 0.45],
            [cx - r * 0.45, cy],
          ],
          palette.chalk,
        )
      );
    case "bars":
      return [0, 1, 2]
        .map((index) =>
          polygon(
            [
              [cx - r + index * r * 0.55 + r * 0.4, cy - r],
              [cx - r + index * r * 0.55 + r * 0.75, cy - r],
              [cx - r + index * r * 0.55 + r * 0.35, cy + r],
              [cx - r + index * r * 0.55, cy + r],
            ],
            index === 2 ? dark : hue,
          ),
        )
        .join("");
  }
}

/**
 * A simple placeholder wordmark. `variant` (the sponsor's position) picks emblem, hue and layout so the
 * first 36 sponsors all look different.
 */
export async function sponsorLogoSvg(
  name: string,
  variant: number,
  { width, height }: Size,
): Promise<string> {
  const shape = SHAPES[variant % SHAPES.length] ?? "roundel";
  const hue = spotHues[(variant + Math.floor(variant / SHAPES.length)) % spotHues.length] ?? palette.accent;
  const stacked = Math.floor(variant / SHAPES.length) % 2 === 1;
  const wordmark = name.toUpperCase();
  const style = { weight: "bold", italic: true } as const;
  const textColor = shade(hue, 0.15);
  if (stacked) {
    const fitted = await fitLine(wordmark, width * 0.86, style, height * 0.2, height * 0.1);
    const mark = text(fitted.content, {
      ...style,
      x: width / 2,
      y: height * 0.84,
      size: fitted.size,
      fill: textColor,
      anchor: "middle",
    });
    return svgDocument(width, height, emblem(shape, width / 2, height * 0.34, height * 0.24, hue) + mark);
  }
  const r = height * 0.3;
  const textLeft = width * 0.08 + r * 2 + width * 0.05;
  const fitted = await fitLine(wordmark, width * 0.94 - textLeft, style, height * 0.24, height * 0.1);
  const baseline = height / 2 + fitted.size * 0.36;
  return svgDocument(
    width,
    height,
    emblem(shape, width * 0.08 + r, height / 2, r, hue) +
      text(fitted.content, { ...style, x: textLeft, y: baseline, size: fitted.size, fill: textColor }) +
      `<rect x="${round(textLeft)}" y="${round(baseline + height * 0.06)}" width="${round(width * 0.16)}" height="${round(height * 0.025)}" fill="${hue}"/>`,
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
