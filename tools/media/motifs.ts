/**
 * Stylised motorsport drawings as SVG fragments: a formula car, a three-wheeler, a race track with
 * kerbs, a chequered flag and a start-light gantry. Vehicles are drawn in a 1000 × 300 box (ground at
 * y = 290, facing right) and placed with `placement()`.
 */
import { palette, shade, tint } from "./palette";
import type { Random } from "./random";
import { round } from "./svg";

export interface Placement {
  x: number;
  y: number;
  /** Width of the drawing in output pixels (the 1000-unit box is scaled to it). */
  width: number;
  /** Mirror horizontally, so the vehicle faces left. */
  flip?: boolean;
}

function placement({ x, y, width, flip }: Placement): string {
  const scale = width / 1000;
  return flip
    ? `translate(${round(x + width)} ${round(y)}) scale(${round(-scale * 1000) / 1000} ${round(scale * 1000) / 1000})`
    : `translate(${round(x)} ${round(y)}) scale(${round(scale * 1000) / 1000})`;
}

/** A wheel: tyre, rim and `spokes` spokes turned by `angle` degrees (for animation). */
export function wheel(cx: number, cy: number, r: number, hue: string, angle = 0, spokes = 5): string {
  const spokeLines = Array.from({ length: spokes }, (_, index) => {
    const theta = ((angle + (index * 360) / spokes) * Math.PI) / 180;
    const x2 = cx + Math.cos(theta) * r * 0.58;
    const y2 = cy + Math.sin(theta) * r * 0.58;
    return `<line x1="${cx}" y1="${cy}" x2="${round(x2)}" y2="${round(y2)}" stroke="${palette.asphalt300}" stroke-width="${round(r * 0.09)}" stroke-linecap="round"/>`;
  }).join("");
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.asphalt950}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.93)}" fill="none" stroke="${palette.asphalt600}" stroke-width="${round(r * 0.05)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.64)}" fill="${palette.asphalt600}"/>`,
    spokeLines,
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.18)}" fill="${hue}"/>`,
  ].join("");
}

function groundShadow(cx: number, width: number): string {
  return `<ellipse cx="${cx}" cy="292" rx="${width / 2}" ry="16" fill="#000000" fill-opacity="0.45"/>`;
}

/** An open-wheel formula car in side view. */
export function formulaCar(hue: string, where: Placement, wheelAngle = 0): string {
  const dark = shade(hue, 0.45);
  const light = tint(hue, 0.25);
  return `<g transform="${placement(where)}">
    ${groundShadow(500, 900)}
    <path d="M70 80 L160 72 L166 176 L150 182 L92 170 Z" fill="${palette.asphalt800}"/>
    <path d="M58 88 L176 80 L178 96 L60 106 Z" fill="${dark}"/>
    <path d="M64 118 L178 108 L180 122 L66 132 Z" fill="${hue}"/>
    <path d="M150 176 L210 196 L204 206 L140 186 Z" fill="${palette.asphalt700}"/>
    ${wheel(205, 228, 64, hue, wheelAngle)}
    <path d="M300 200 Q300 188 312 188 L628 188 Q646 188 650 204 L656 248 L296 248 Z" fill="${dark}"/>
    <path d="M150 206 L170 176 L300 168 L340 118 Q352 104 372 104 L398 104 L420 150 L452 152 Q470 128 510 126 L560 126 Q592 128 612 158 L720 172 C820 184 900 200 972 222 L986 238 L930 246 L300 250 L160 244 Z" fill="${hue}"/>
    <path d="M612 158 L720 172 C820 184 900 200 972 222 L966 228 C890 210 812 196 716 186 L606 176 Z" fill="${light}" fill-opacity="0.55"/>
    <path d="M404 156 L418 88 L446 88 L456 154 Z" fill="${palette.asphalt800}"/>
    <circle cx="500" cy="120" r="28" fill="${palette.chalk}"/>
    <path d="M486 112 L528 110 Q530 124 520 128 L490 128 Z" fill="${palette.asphalt900}"/>
    <path d="M300 214 L640 214" stroke="${palette.chalk}" stroke-width="6" stroke-opacity="0.7"/>
    ${wheel(790, 232, 58, hue, wheelAngle)}
    <path d="M846 250 L1000 250 L1000 262 L846 262 Z" fill="${palette.asphalt800}"/>
    <path d="M968 222 L992 222 L996 266 L972 266 Z" fill="${dark}"/>
  </g>`;
}

/**
 * A tadpole three-wheeler (two wheels in front, one behind) in side view, drawn slightly from the front
 * so the far front wheel shows beside the near one and the single rear wheel reads as one: an open tube
 * frame, a seat and a helmeted driver, the way the club's hybrid trikes are built.
 */
export function threeWheeler(hue: string, where: Placement, wheelAngle = 0): string {
  const dark = shade(hue, 0.45);
  const tube = (d: string, colour: string, widthUnits = 16): string =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${widthUnits}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<g transform="${placement(where)}">
    ${groundShadow(520, 820)}
    <g opacity="0.8">${wheel(866, 206, 60, dark, wheelAngle, 6)}</g>
    ${tube("M866 206 L760 150", dark, 14)}
    ${wheel(170, 228, 56, hue, wheelAngle, 6)}
    <path d="M120 210 Q130 160 190 150 L300 146 L232 212 Z" fill="${dark}"/>
    ${tube("M170 228 L300 150 L520 140 L700 160 L790 226", hue)}
    ${tube("M300 150 L360 224 L640 224 L700 160", hue)}
    ${tube("M420 146 L446 56 L492 56 L512 140", hue, 14)}
    <path d="M402 214 Q392 150 452 122 L520 120 L540 150 L470 168 L470 214 Z" fill="${palette.asphalt800}"/>
    <path d="M560 150 L650 140 Q680 150 676 172 L600 178 Z" fill="${palette.asphalt700}"/>
    <circle cx="528" cy="96" r="30" fill="${palette.chalk}"/>
    <path d="M530 86 L560 86 Q562 102 552 106 L532 106 Z" fill="${palette.asphalt900}"/>
    <path d="M470 168 L590 156" stroke="${palette.asphalt700}" stroke-width="22" stroke-linecap="round"/>
    ${wheel(820, 236, 54, hue, wheelAngle, 6)}
  </g>`;
}

/** The SVG path of a track sweeping across a `width` × `height` canvas. */
export function trackPath(random: Random, width: number, height: number): string {
  const y0 = height * random.between(0.7, 0.95);
  const y3 = height * random.between(0.42, 0.6);
  const c1 = [width * 0.28, height * random.between(0.95, 1.1)];
  const c2 = [width * 0.62, height * random.between(0.3, 0.5)];
  return `M${round(-width * 0.1)} ${round(y0)} C${round(c1[0] ?? 0)} ${round(c1[1] ?? 0)} ${round(c2[0] ?? 0)} ${round(c2[1] ?? 0)} ${round(width * 1.1)} ${round(y3)}`;
}

/** Asphalt band with red-and-white kerbs on both edges and a dashed centre line. */
export function track(d: string, bandWidth: number, kerbOffset = 0): string {
  const kerb = bandWidth + bandWidth * 0.14;
  const dash = round(bandWidth * 0.22);
  return [
    `<path d="${d}" fill="none" stroke="${palette.kerbWhite}" stroke-width="${round(kerb)}"/>`,
    `<path d="${d}" fill="none" stroke="${palette.accent}" stroke-width="${round(kerb)}" stroke-dasharray="${dash} ${dash}" stroke-dashoffset="${round(kerbOffset)}"/>`,
    `<path d="${d}" fill="none" stroke="${palette.asphalt600}" stroke-width="${round(bandWidth)}"/>`,
    `<path d="${d}" fill="none" stroke="${palette.asphalt500}" stroke-width="${round(bandWidth * 0.6)}" stroke-opacity="0.35"/>`,
    `<path d="${d}" fill="none" stroke="${palette.chalk}" stroke-opacity="0.55" stroke-width="${round(bandWidth * 0.025)}" stroke-dasharray="${round(dash * 1.6)} ${round(dash * 1.4)}" stroke-dashoffset="${round(kerbOffset * 1.5)}"/>`,
  ].join("");
}

/** A waving chequered flag with its pole, `size` pixels wide. */
export function chequeredFlag(x: number, y: number, size: number, id: string): string {
  const cell = round(size / 8);
  const height = size * 0.62;
  const wave = size * 0.08;
  return `<defs><pattern id="${id}" width="${cell * 2}" height="${cell * 2}" patternUnits="userSpaceOnUse" patternTransform="translate(${x} ${y}) skewY(-6)">
      <rect width="${cell * 2}" height="${cell * 2}" fill="${palette.chalk}"/>
      <rect width="${cell}" height="${cell}" fill="${palette.asphalt900}"/>
      <rect x="${cell}" y="${cell}" width="${cell}" height="${cell}" fill="${palette.asphalt900}"/>
    </pattern></defs>
    <rect x="${round(x - size * 0.04)}" y="${round(y - size * 0.05)}" width="${round(size * 0.035)}" height="${round(height * 2.4)}" rx="${round(size * 0.015)}" fill="${palette.asphalt300}"/>
    <path d="M${x} ${y} C${round(x + size * 0.3)} ${round(y - wave)} ${round(x + size * 0.6)} ${round(y + wave)} ${round(x + size)} ${y} L${round(x + size)} ${round(y + height)} C${round(x + size * 0.6)} ${round(y + height + wave)} ${round(x + size * 0.3)} ${round(y + height - wave)} ${x} ${round(y + height)} Z" fill="url(#${id})"/>`;
}

/** A start-light gantry: five pairs of lights, `lit` of them glowing red. */
export function startLights(x: number, y: number, width: number, lit: number): string {
  const unit = width / 5;
  const r = unit * 0.26;
  const pods = Array.from({ length: 5 }, (_, index) => {
    const cx = x + unit * (index + 0.5);
    const on = index < lit;
    const light = (cy: number): string =>
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${on ? palette.accent : palette.asphalt700}"/>` +
      (on
        ? `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 1.35)}" fill="${palette.accent}" fill-opacity="0.22"/>`
        : "");
    return `<rect x="${round(cx - unit * 0.36)}" y="${round(y + unit * 0.1)}" width="${round(unit * 0.72)}" height="${round(unit * 1.5)}" rx="${round(unit * 0.12)}" fill="${palette.asphalt950}"/>${light(y + unit * 0.5)}${light(y + unit * 1.15)}`;
  }).join("");
  return `<rect x="${round(x - unit * 0.2)}" y="${round(y - unit * 0.05)}" width="${round(width + unit * 0.4)}" height="${round(unit * 0.16)}" fill="${palette.asphalt500}"/>${pods}`;
}

/** Soft out-of-focus lights, like a grandstand at dusk. */
export function bokeh(
  random: Random,
  width: number,
  height: number,
  hues: readonly string[],
  count: number,
): string {
  return Array.from({ length: count }, () => {
    const r = random.between(width * 0.01, width * 0.045);
    return `<circle cx="${round(random.between(0, width))}" cy="${round(random.between(0, height))}" r="${round(r)}" fill="${random.pick(hues)}" fill-opacity="${round(random.between(0.05, 0.16))}"/>`;
  }).join("");
}

/** Horizontal distance after which `speedStreaks` repeats itself when shifted. */
export function streakPeriod(width: number): number {
  return width * 1.8;
}

/** Horizontal speed streaks in a hue; `shift` moves them sideways and wraps after `streakPeriod()`. */
export function speedStreaks(
  random: Random,
  width: number,
  height: number,
  hue: string,
  count: number,
  shift = 0,
): string {
  const period = streakPeriod(width);
  const maxLength = width * 0.4;
  return Array.from({ length: count }, () => {
    const y = random.between(0, height);
    const length = random.between(width * 0.12, maxLength);
    const x = ((((random.between(0, period) + shift) % period) + period) % period) - maxLength;
    const thickness = random.between(height * 0.002, height * 0.008);
    return `<rect x="${round(x)}" y="${round(y)}" width="${round(length)}" height="${round(thickness)}" rx="${round(thickness / 2)}" fill="${hue}" fill-opacity="${round(random.between(0.08, 0.3))}"/>`;
  }).join("");
}
