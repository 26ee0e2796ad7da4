/** Stand-ins for photographs: landscape scenes (vehicles, teams, events, pages, gallery) and portraits. */
import {
  bokeh,
  chequeredFlag,
  formulaCar,
  speedStreaks,
  startLights,
  threeWheeler,
  track,
  trackPath,
} from "./motifs";
import { palette, shade, tint } from "./palette";
import { randomFor, type Random } from "./random";
import { fitLine, initials, linearGradient, radialGradient, round, svgDocument, text } from "./svg";

export type Motif = "formulaCar" | "threeWheeler" | "track" | "flag" | "lights";

export interface LandscapeBrief {
  /** Small upper-case line above the title, e.g. "ZFR-CV · VEHICLE". */
  kicker: string;
  title: string;
  subtitle?: string;
  hue: string;
  motif: Motif;
  /** Seeds every variation (normally the output path). */
  seedKey: string;
}

export interface PortraitBrief {
  kicker: string;
  name: string;
  role: string;
  /** Optional third line, e.g. the company of an alumnus. */
  detail?: string;
  hue: string;
  seedKey: string;
}

export interface Size {
  width: number;
  height: number;
}

/** Dusk sky, hue glow, ground and bokeh: the backdrop every landscape scene shares. */
export function sceneBackdrop(
  random: Random,
  { width, height }: Size,
  hue: string,
  idPrefix: string,
): string {
  const horizon = round(height * 0.56);
  return [
    "<defs>",
    linearGradient(`${idPrefix}sky`, [
      [0, palette.asphalt950],
      [0.7, shade(hue, 0.82)],
      [1, palette.asphalt700],
    ]),
    radialGradient(
      `${idPrefix}glow`,
      [
        [0, hue, 0.42],
        [1, hue, 0],
      ],
      random.between(0.55, 0.85),
      0.35,
      0.55,
    ),
    linearGradient(`${idPrefix}ground`, [
      [0, palette.asphalt700],
      [1, palette.asphalt950],
    ]),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#${idPrefix}sky)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#${idPrefix}glow)"/>`,
    bokeh(random, width, horizon, [hue, palette.chalk, "#f0a202"], 22),
    `<rect y="${horizon}" width="${width}" height="${round(height - horizon)}" fill="url(#${idPrefix}ground)"/>`,
  ].join("");
}

function motifLayer(brief: LandscapeBrief, random: Random, size: Size): string {
  const { width, height } = size;
  const road = track(trackPath(random, width, height), height * random.between(0.16, 0.22));
  const flip = random.next() < 0.3;
  const carWidth = width * random.between(0.56, 0.64);
  const carPlace = { x: width * 0.94 - carWidth, y: height * 0.66 - carWidth * 0.29, width: carWidth, flip };
  switch (brief.motif) {
    case "formulaCar":
      return road + formulaCar(brief.hue, carPlace);
    case "threeWheeler":
      return road + threeWheeler(brief.hue, carPlace);
    case "flag":
      return road + chequeredFlag(width * 0.6, height * 0.14, width * 0.3, "checks");
    case "lights":
      return startLights(width * 0.22, height * 0.16, width * 0.56, random.int(2, 5)) + road;
    case "track":
      return road + speedStreaks(random, width, height * 0.5, palette.chalk, 14);
  }
}

/** Darkening behind the label, a soft vignette, the club mark and a "placeholder" tag. */
function overlays({ width, height }: Size, hue: string): string {
  const unit = width / 2400;
  return [
    "<defs>",
    linearGradient("shade", [
      [0, palette.asphalt950, 0],
      [0.55, palette.asphalt950, 0],
      [1, palette.asphalt950, 0.9],
    ]),
    radialGradient(
      "vignette",
      [
        [0.6, "#000000", 0],
        [1, "#000000", 0.45],
      ],
      0.5,
      0.5,
      0.75,
    ),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    `<rect x="${round(120 * unit)}" y="${round(100 * unit)}" width="${round(14 * unit)}" height="${round(56 * unit)}" fill="${hue}"/>`,
    text("SAE ZHCET", {
      x: 150 * unit,
      y: 148 * unit,
      size: 48 * unit,
      weight: "bold",
      italic: true,
      fill: palette.chalk,
    }),
    text("PLACEHOLDER IMAGE", {
      x: width - 120 * unit,
      y: 142 * unit,
      size: 30 * unit,
      tracking: 0.2,
      fill: palette.muted,
      anchor: "end",
      opacity: 0.8,
    }),
  ].join("");
}

async function landscapeLabel(brief: LandscapeBrief, { width, height }: Size): Promise<string> {
  const unit = width / 2400;
  const left = 140 * unit;
  const maxWidth = width - 2 * left;
  const title = await fitLine(brief.title, maxWidth, { weight: "bold", italic: true }, 132 * unit, 70 * unit);
  const parts = [
    `<rect x="${round(left)}" y="${round(height - 390 * unit)}" width="${round(150 * unit)}" height="${round(12 * unit)}" fill="${brief.hue}"/>`,
    text(brief.kicker.toUpperCase(), {
      x: left,
      y: height - 320 * unit,
      size: 40 * unit,
      weight: "bold",
      tracking: 0.18,
      fill: tint(brief.hue, 0.35),
    }),
    text(title.content, {
      x: left,
      y: height - 190 * unit,
      size: title.size,
      weight: "bold",
      italic: true,
      fill: palette.chalk,
    }),
  ];
  if (brief.subtitle) {
    const subtitle = await fitLine(brief.subtitle, maxWidth, {}, 54 * unit, 40 * unit);
    parts.push(
      text(subtitle.content, { x: left, y: height - 110 * unit, size: subtitle.size, fill: palette.muted }),
    );
  }
  return parts.join("");
}

export async function landscapeSvg(brief: LandscapeBrief, size: Size): Promise<string> {
  const random = randomFor(brief.seedKey);
  const body = [
    sceneBackdrop(random, size, brief.hue, "bg-"),
    motifLayer(brief, random, size),
    overlays(size, brief.hue),
    await landscapeLabel(brief, size),
  ];
  return svgDocument(size.width, size.height, body.join(""));
}

function diagonalBands(random: Random, { width, height }: Size, hue: string): string {
  return Array.from({ length: 3 }, (_, index) => {
    const x = width * (random.between(-0.2, 0.9) + index * 0.05);
    const band = width * random.between(0.08, 0.2);
    return `<path d="M${round(x)} ${height} L${round(x + band)} ${height} L${round(x + band + height * 0.7)} 0 L${round(x + height * 0.7)} 0 Z" fill="${tint(hue, 0.2)}" fill-opacity="${round(random.between(0.05, 0.12))}"/>`;
  }).join("");
}

/** An initials avatar on a coloured gradient, with name and role below (safe inside a circle crop). */
export async function portraitSvg(brief: PortraitBrief, size: Size): Promise<string> {
  const { width, height } = size;
  const unit = width / 1200;
  const random = randomFor(brief.seedKey);
  const cx = width / 2;
  const cy = height * 0.42;
  const r = width * 0.24;
  const name = await fitLine(brief.name, 860 * unit, { weight: "bold" }, 76 * unit, 44 * unit);
  const role = await fitLine(brief.role, 760 * unit, {}, 44 * unit, 30 * unit);
  const body = [
    "<defs>",
    linearGradient(
      "bg",
      [
        [0, shade(brief.hue, 0.2)],
        [0.55, shade(brief.hue, 0.7)],
        [1, palette.asphalt950],
      ],
      [0, 0, 1, 1],
    ),
    radialGradient(
      "disc",
      [
        [0, tint(brief.hue, 0.15)],
        [1, shade(brief.hue, 0.35)],
      ],
      0.35,
      0.3,
      0.8,
    ),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    diagonalBands(random, size, brief.hue),
    `<circle cx="${cx}" cy="${round(cy + 14 * unit)}" r="${round(r)}" fill="#000000" fill-opacity="0.3"/>`,
    `<circle cx="${cx}" cy="${round(cy)}" r="${round(r)}" fill="url(#disc)" stroke="${palette.chalk}" stroke-opacity="0.3" stroke-width="${round(8 * unit)}"/>`,
    text(initials(brief.name), {
      x: cx,
      y: cy + r * 0.33,
      size: r * 0.9,
      weight: "bold",
      fill: palette.chalk,
      anchor: "middle",
    }),
    text(brief.kicker.toUpperCase(), {
      x: cx,
      y: height * 0.13,
      size: 30 * unit,
      weight: "bold",
      tracking: 0.22,
      fill: palette.chalk,
      anchor: "middle",
      opacity: 0.75,
    }),
    text(name.content, {
      x: cx,
      y: height * 0.8,
      size: name.size,
      weight: "bold",
      fill: palette.chalk,
      anchor: "middle",
    }),
    text(role.content, { x: cx, y: height * 0.865, size: role.size, fill: palette.muted, anchor: "middle" }),
  ];
  if (brief.detail) {
    const detail = await fitLine(brief.detail, 640 * unit, {}, Math.min(40 * unit, role.size), 26 * unit);
    body.push(
      text(detail.content, {
        x: cx,
        y: height * 0.92,
        size: detail.size,
        fill: palette.muted,
        anchor: "middle",
        opacity: 0.8,
      }),
    );
  }
  return svgDocument(width, height, body.join(""));
}
