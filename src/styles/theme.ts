/** Design tokens, read through emotion's theme; text colour pairs meet WCAG 2.2 AA. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The bare media queries, for `window.matchMedia`: `media.down("md")` → "(max-width: 767.98px)". */
export const media = {
  up: (bp: Breakpoint): string => `(min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint): string => `(max-width: ${breakpoints[bp] - 0.02}px)`,
} as const;

/**
 * `mq.up("md")` → "@media (min-width: 768px)"; `mq.down("md")` → "@media (max-width: 767.98px)";
 * `mq.between("md", "lg")` → "@media (min-width: 768px) and (max-width: 991.98px)".
 */
export const mq = {
  up: (bp: Breakpoint): string => `@media ${media.up(bp)}`,
  down: (bp: Breakpoint): string => `@media ${media.down(bp)}`,
  between: (from: Breakpoint, to: Breakpoint): string => `@media ${media.up(from)} and ${media.down(to)}`,
} as const;

/**
 * An image's `sizes` attribute from its displayed width from each breakpoint up, widest first as the
 * browser reads them: `imageSizes({ xl: "640px", lg: "55vw" }, "100vw")` →
 * "(min-width: 1200px) 640px, (min-width: 992px) 55vw, 100vw".
 */
export function imageSizes(
  widths: Partial<Record<Exclude<Breakpoint, "xs">, string>>,
  below: string,
): string {
  const from = Object.entries(breakpoints).flatMap(([bp, px]) => {
    const width = widths[bp as keyof typeof widths];
    return width === undefined ? [] : [`(min-width: ${px}px) ${width}`];
  });
  return [...from.reverse(), below].join(", ");
}

export const colors = {
  /** Page background and surfaces. */
  bg: "#ffffff",
  surface: "#f4f5f7",
  surfaceRaised: "#ffffff",
  /** Dark bands (hero, footer, navbar). */
  ink: "#111418",
  inkSoft: "#1c2128",
  /** The navbar while the visitor scrolls up: ink, slightly see-through (text on it stays ≥ 12:1). */
  inkGlass: "rgba(17, 20, 24, 0.9)",
  /** The light header strip holding the SAEINDIA and AMU logos. */
  strip: "#ffffff",
  text: "#1a1d21",
  textMuted: "#4a5260",
  textOnDark: "#f5f6f8",
  textOnDarkMuted: "#b9c0cb",
  /** The one strong accent: racing red. #c8161d on white is 5.6:1; on ink it is used for fills only. */
  accent: "#c8161d",
  accentHover: "#a31016",
  accentOnDark: "#ff5a52",
  onAccent: "#ffffff",
  border: "#d5d9e0",
  borderOnDark: "#2e3540",
  focus: "#1f6feb",
  focusOnDark: "#8ab4ff",
  success: "#1a7f37",
  danger: "#b42318",
  /** Team hues, used for small marks only. */
  teamCv: "#c8161d",
  teamEv: "#1463d6",
  teamTgw: "#1a7f37",
} as const;

export const fonts = {
  /** The "… Fallback" faces are Arial, Roboto or DejaVu Sans resized to the web font's metrics (global styles): the swap barely shifts. */
  display: `"Barlow Condensed", "Barlow Condensed Fallback", "Barlow Condensed Fallback Roboto", "Barlow Condensed Fallback DejaVu", "Arial Narrow", system-ui, sans-serif`,
  body: `"Inter", "Inter Fallback", "Inter Fallback Roboto", "Inter Fallback DejaVu", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
} as const;

/** Type scale (rem), fluid where headings need it; running text is `md` (the body's, which paragraphs inherit). */
export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  h3: "clamp(1.375rem, 1.1rem + 1vw, 1.75rem)",
  h2: "clamp(1.75rem, 1.3rem + 2vw, 2.625rem)",
  h1: "clamp(2.25rem, 1.5rem + 3.5vw, 4rem)",
  hero: "clamp(2.75rem, 1.5rem + 6vw, 6rem)",
} as const;

export const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const;

export const lineHeights = { tight: 1.1, snug: 1.3, body: 1.6 } as const;

/** Spacing scale (rem): space[4] = 1rem. */
export const space = [
  "0",
  "0.25rem",
  "0.5rem",
  "0.75rem",
  "1rem",
  "1.5rem",
  "2rem",
  "3rem",
  "4rem",
  "6rem",
] as const;

export const radii = { sm: "4px", md: "8px", lg: "14px", pill: "999px" } as const;

export const shadows = {
  card: "0 1px 2px rgba(17, 20, 24, 0.06), 0 4px 16px rgba(17, 20, 24, 0.08)",
  raised: "0 8px 28px rgba(17, 20, 24, 0.18)",
} as const;

/** Motion (ms): reveals last 1000 ms, default transitions 300 ms; reveal delays per kind of block. */
export const motion = {
  reveal: 1000,
  transition: 300,
  delays: { news: 250, teams: 300, teamCards: 600, blockShort: 200 },
  easing: "cubic-bezier(0.2, 0.7, 0.2, 1)",
} as const;

export const sizes = {
  content: "72rem",
  prose: "42rem",
  /** Height of the fixed navigation bar. */
  navHeight: "4rem",
  /** Height of the two-logo strip above the bar (shown while scrolling up). */
  stripHeight: "2.75rem",
  /** Minimum size of anything tapped (WCAG 2.5.5 comfortable target). */
  tapTarget: "44px",
} as const;

export const zIndices = {
  floating: 90,
  header: 100,
  loader: 400,
  skipLink: 500,
} as const;

export const theme = {
  media,
  mq,
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  motion,
  sizes,
  zIndices,
} as const;

export type SiteTheme = typeof theme;
