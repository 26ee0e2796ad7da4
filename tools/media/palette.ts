/** Art direction: dark asphalt greys, one racing-red accent, and one hue per team. */

export const palette = {
  asphalt950: "#0b0c0e",
  asphalt900: "#121417",
  asphalt800: "#1a1d21",
  asphalt700: "#23272d",
  asphalt600: "#2e333a",
  asphalt500: "#3f454e",
  asphalt300: "#7d848e",
  muted: "#b3b9c2",
  chalk: "#f2f3f5",
  kerbWhite: "#e9e9e4",
  accent: "#d7261e",
} as const;

export const teamHues = {
  "zfr-cv": "#d7261e",
  "zfr-ev": "#1f8fff",
  tgw: "#2fb34a",
} as const;

/** Hues for things that belong to no team (portraits, sponsors): the team hues plus a few companions. */
export const spotHues = ["#d7261e", "#1f8fff", "#2fb34a", "#f0a202", "#14a39a", "#8a63d2"] as const;

export function hueForTeam(team: string | undefined): string {
  if (team === "zfr-cv" || team === "zfr-ev" || team === "tgw") return teamHues[team];
  return palette.accent;
}

/** The team hue a free text is about (an event title, an album name), if it names one. */
export function keywordHue(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (/electric|pi-?ev|\bev\b|zfr-ev/.test(lower)) return teamHues["zfr-ev"];
  if (/efficycle|green|tgw|three-wheel|hybrid/.test(lower)) return teamHues.tgw;
  if (/formula|zfr|combustion|baja/.test(lower)) return teamHues["zfr-cv"];
  return undefined;
}

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex(channels: [number, number, number]): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** Mixes two colours; amount 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const [r1, g1, b1] = parseHex(from);
  const [r2, g2, b2] = parseHex(to);
  return toHex([r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount]);
}

export const shade = (hex: string, amount: number): string => mix(hex, "#000000", amount);
export const tint = (hex: string, amount: number): string => mix(hex, "#ffffff", amount);
