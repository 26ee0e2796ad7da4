/**
 * Stand-ins for photographs: landscape scenes (vehicles, teams, events, pages, gallery) and portraits.
 * They carry no words at all: the page sets every title and caption, and a frame may crop any edge, so
 * the subject sits in the middle third, where a square, 4:3 or 16:9 crop of the 3:2 picture keeps it.
 */
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
import { linearGradient, radialGradient, round, svgDocument } from "./svg";

export type Motif = "formulaCar" | "threeWheeler" | "track" | "flag" | "lights";

export interface LandscapeBrief {
  hue: string;
  motif: Motif;
  /** Seeds every variation (normally the output path). */
  seedKey: string;
}

export interface PortraitBrief {
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
    bokeh(random, width, horizon, [hue, palette.chalk], 12),
    `<rect y="${horizon}" width="${width}" height="${round(height - horizon)}" fill="url(#${idPrefix}ground)"/>`,
  ].join("");
}

function motifLayer(brief: LandscapeBrief, random: Random, size: Size): string {
  const { width, height } = size;
  const road = track(trackPath(random, width, height), height * random.between(0.16, 0.22));
  const flip = random.next() < 0.3;
  const carWidth = width * random.between(0.56, 0.6);
  const carPlace = {
    x: (width - carWidth) / 2 + width * random.between(-0.03, 0.03),
    y: height * 0.64 - carWidth * 0.29,
    width: carWidth,
    flip,
  };
  switch (brief.motif) {
    case "formulaCar":
      return road + formulaCar(brief.hue, carPlace);
    case "threeWheeler":
      return road + threeWheeler(brief.hue, carPlace);
    case "flag":
      return road + chequeredFlag(width * 0.38, height * 0.2, width * 0.26, "checks");
    case "lights":
      return startLights(width * 0.26, height * 0.2, width * 0.48, random.int(2, 5)) + road;
    case "track":
      return road + speedStreaks(random, width, height * 0.5, palette.chalk, 10);
  }
}

/** A soft vignette that settles the edges, as a lens would. */
function vignette({ width, height }: Size): string {
  return [
    "<defs>",
    radialGradient(
      "vignette",
      [
        [0.6, "#000000", 0],
        [1, "#000000", 0.4],
      ],
      0.5,
      0.5,
      0.75,
    ),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
  ].join("");
}

export function landscapeSvg(brief: LandscapeBrief, size: Size): string {
  const random = randomFor(brief.seedKey);
  const body = [
    sceneBackdrop(random, size, brief.hue, "bg-"),
    motifLayer(brief, random, size),
    vignette(size),
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

/**
 * A calm head-and-shoulders silhouette on a gradient in the person's hue: it reads as "a portrait goes
 * here" in a square or a circle crop, and holds no initials or names (the card prints those).
 */
export function portraitSvg(brief: PortraitBrief, size: Size): string {
  const { width, height } = size;
  const random = randomFor(brief.seedKey);
  const cx = width / 2;
  const head = width * 0.17;
  const headY = height * 0.4;
  const shoulderTop = height * 0.64;
  const shoulder = width * 0.34;
  const figure = tint(brief.hue, 0.55);
  const body = [
    "<defs>",
    linearGradient(
      "bg",
      [
        [0, shade(brief.hue, 0.4)],
        [0.6, shade(brief.hue, 0.68)],
        [1, shade(brief.hue, 0.82)],
      ],
      [0, 0, 1, 1],
    ),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    diagonalBands(random, size, brief.hue),
    `<circle cx="${cx}" cy="${round(headY)}" r="${round(head)}" fill="${figure}" fill-opacity="0.5"/>`,
    `<path d="M${round(cx - shoulder)} ${height} C${round(cx - shoulder)} ${round(shoulderTop + height * 0.02)} ${round(cx - shoulder * 0.6)} ${round(shoulderTop - height * 0.02)} ${cx} ${round(shoulderTop - height * 0.02)} C${round(cx + shoulder * 0.6)} ${round(shoulderTop - height * 0.02)} ${round(cx + shoulder)} ${round(shoulderTop + height * 0.02)} ${round(cx + shoulder)} ${height} Z" fill="${figure}" fill-opacity="0.5"/>`,
  ];
  return svgDocument(width, height, body.join(""));
}
