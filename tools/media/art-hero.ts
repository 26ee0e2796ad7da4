/** The home hero (video frames and poster) and the default social-sharing image. */
import { sceneBackdrop, type Size } from "./art-photos";
import { bokeh, formulaCar, speedStreaks, streakPeriod, track, trackPath } from "./motifs";
import { palette, shade, teamHues } from "./palette";
import { randomFor } from "./random";
import { fitLine, linearGradient, round, svgDocument, text } from "./svg";

export type HeroVariant = 1 | 2;

/** Smooth 0 → 1 → 0 over one loop, so the last frame leads straight back into the first. */
function pingPong(t: number): number {
  return (1 - Math.cos(2 * Math.PI * t)) / 2;
}

/** Settles the top and bottom of the frame a little; the site lays its own, lighter scrim over it. */
function heroShade({ width, height }: Size): string {
  return (
    "<defs>" +
    linearGradient("hero-shade", [
      [0, palette.asphalt950, 0.3],
      [0.5, palette.asphalt950, 0.05],
      [1, palette.asphalt950, 0.35],
    ]) +
    "</defs>" +
    `<rect width="${width}" height="${height}" fill="url(#hero-shade)"/>`
  );
}

/** Hero 1: a slow push-in and pan over a red formula car on a sweeping track at dusk. */
function heroOneFrame(size: Size, t: number): string {
  const { width, height } = size;
  const random = randomFor("static/videos/hero-1");
  const zoom = 1.04 + 0.1 * pingPong(t);
  const panX = -width * 0.04 * Math.sin(2 * Math.PI * t);
  const carWidth = width * 0.54;
  const scene =
    sceneBackdrop(random, size, teamHues["zfr-cv"], "h1-") +
    track(trackPath(random, width, height), height * 0.2) +
    formulaCar(teamHues["zfr-cv"], { x: width * 0.3, y: height * 0.7 - carWidth * 0.29, width: carWidth });
  const camera = `translate(${round(width / 2 + panX)} ${round(height / 2)}) scale(${round(zoom * 1000) / 1000}) translate(${-width / 2} ${-height / 2})`;
  return svgDocument(width, height, `<g transform="${camera}">${scene}</g>${heroShade(size)}`);
}

/** Hero 2: a tracking shot beside an electric-blue car; kerbs, lights and streaks sweep past. */
function heroTwoFrame(size: Size, t: number): string {
  const { width, height } = size;
  const roadY = height * 0.78;
  const roadWidth = height * 0.22;
  const dash = roadWidth * 0.22;
  const lights = bokeh(
    randomFor("static/videos/hero-2/lights"),
    width,
    height * 0.6,
    [teamHues["zfr-ev"], palette.chalk],
    30,
  );
  const lightsShift = -width * t;
  const carWidth = width * 0.5;
  const body = [
    "<defs>",
    linearGradient("h2-sky", [
      [0, palette.asphalt950],
      [0.75, shade(teamHues["zfr-ev"], 0.8)],
      [1, palette.asphalt700],
    ]),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#h2-sky)"/>`,
    // Four copies of the light field side by side, so the drift wraps around seamlessly.
    ...[-1, 0, 1, 2].map(
      (copy) => `<g transform="translate(${round(lightsShift + copy * width)} 0)">${lights}</g>`,
    ),
    `<rect y="${round(roadY - roadWidth)}" width="${width}" height="${round(height - roadY + roadWidth)}" fill="${palette.asphalt800}"/>`,
    track(`M${-width * 0.1} ${round(roadY)} L${width * 1.1} ${round(roadY)}`, roadWidth, 2 * dash * 8 * t),
    speedStreaks(
      randomFor("static/videos/hero-2/streaks"),
      width,
      height * 0.62,
      palette.chalk,
      18,
      streakPeriod(width) * 3 * (1 - t),
    ),
    formulaCar(
      teamHues["zfr-ev"],
      { x: (width - carWidth) / 2, y: roadY - carWidth * 0.27, width: carWidth },
      360 * 6 * t,
    ),
    heroShade(size),
  ];
  return svgDocument(width, height, body.join(""));
}

/** One frame of a looping hero video; t runs over [0, 1). */
export function heroFrameSvg(variant: HeroVariant, size: Size, t: number): string {
  return variant === 1 ? heroOneFrame(size, t) : heroTwoFrame(size, t);
}

export interface SocialImageText {
  clubName: string;
  tagline: string;
  place: string;
}

/** The default og:image: club name, tagline and a car on the track. */
export async function socialImageSvg(copy: SocialImageText, size: Size): Promise<string> {
  const { width, height } = size;
  const random = randomFor("static/og-image");
  const carWidth = width * 0.5;
  const left = width * 0.07;
  const name = await fitLine(copy.clubName, width * 0.86, { weight: "bold", italic: true }, 76, 44);
  const place = await fitLine(copy.place, width * 0.86, {}, 26, 18);
  const body = [
    sceneBackdrop(random, size, palette.accent, "og-"),
    track(trackPath(random, width, height), height * 0.2),
    formulaCar(palette.accent, { x: width * 0.46, y: height * 0.56 - carWidth * 0.29, width: carWidth }),
    "<defs>",
    linearGradient("og-shade", [
      [0, palette.asphalt950, 0.1],
      [0.55, palette.asphalt950, 0.2],
      [1, palette.asphalt950, 0.92],
    ]),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#og-shade)"/>`,
    `<rect x="${left}" y="${round(height * 0.64)}" width="${round(width * 0.08)}" height="8" fill="${palette.accent}"/>`,
    text(name.content, {
      x: left,
      y: height * 0.77,
      size: name.size,
      weight: "bold",
      italic: true,
      fill: palette.chalk,
    }),
    text(copy.tagline, { x: left, y: height * 0.86, size: 38, weight: "bold", fill: palette.accent }),
    text(place.content, { x: left, y: height * 0.935, size: place.size, fill: palette.muted }),
  ];
  return svgDocument(width, height, body.join(""));
}
