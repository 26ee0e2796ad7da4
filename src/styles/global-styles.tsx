import { Global, css, type Theme } from "@emotion/react";
import { brandFontFace } from "./brand-font";
import { ALBUM_GRID_CLASS, centredGridRules } from "../components/ui/layout";

/**
 * Fallback faces: a system font (Arial, Roboto, DejaVu Sans; local() by exact face name) resized to a web
 * font's metrics, so the swap moves nothing. `sizeAdjust` is the web font's width over the system font's;
 * ascent and descent are the web font's, divided by it.
 */
const WEB_FONTS = {
  Inter: { ascent: 0.96875, descent: 0.2412, weight: undefined },
  "Barlow Condensed": { ascent: 1, descent: 0.2, weight: 700 },
} as const;

const FALLBACK_FACES: {
  font: keyof typeof WEB_FONTS;
  system: "" | "Roboto" | "DejaVu";
  locals: string[];
  sizeAdjust: number;
}[] = [
  {
    font: "Inter",
    system: "",
    locals: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
    sizeAdjust: 1.0706,
  },
  { font: "Inter", system: "Roboto", locals: ["Roboto", "Roboto-Regular"], sizeAdjust: 1.0727 },
  { font: "Inter", system: "DejaVu", locals: ["DejaVu Sans", "DejaVuSans"], sizeAdjust: 0.9517 },
  {
    font: "Barlow Condensed",
    system: "",
    locals: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
    sizeAdjust: 0.728,
  },
  { font: "Barlow Condensed", system: "Roboto", locals: ["Roboto Bold", "Roboto-Bold"], sizeAdjust: 0.76 },
  {
    font: "Barlow Condensed",
    system: "DejaVu",
    locals: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
    sizeAdjust: 0.62,
  },
];

const percent = (value: number): string => `${(value * 100).toFixed(2)}%`;

const fallbackFaces = FALLBACK_FACES.map(({ font, system, locals, sizeAdjust }) => {
  const { ascent, descent, weight } = WEB_FONTS[font];
  return `@font-face {
    font-family: "${[font, "Fallback", system].filter(Boolean).join(" ")}";
    src: ${locals.map((name) => `local("${name}")`).join(", ")};${weight ? `\n    font-weight: ${weight};` : ""}
    ascent-override: ${percent(ascent / sizeAdjust)};
    descent-override: ${percent(descent / sizeAdjust)};
    line-gap-override: 0%;
    size-adjust: ${percent(sizeAdjust)};
  }`;
}).join("\n");

const styles = (theme: Theme) => css`
  ${brandFontFace}
  ${fallbackFaces}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* The fixed header (logo strip + bar) never hides what receives focus or an anchor jump;
       the floating scroll-to-top button never hides the bottom of it. */
    scroll-padding-top: calc(${theme.sizes.stripHeight} + ${theme.sizes.navHeight} + ${theme.space[4]});
    scroll-padding-bottom: calc(${theme.sizes.tapTarget} + ${theme.space[6]});
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.bg};
    overflow-x: hidden;
    overflow-x: clip;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  /* Footer at the bottom of short pages. */
  #gatsby-focus-wrapper {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: 0.01em;
    margin: 0 0 ${theme.space[4]};
    text-wrap: balance;
  }
  h1 {
    font-size: ${theme.fontSizes.h1};
    text-transform: uppercase;
  }
  h2 {
    font-size: ${theme.fontSizes.h2};
  }
  h3 {
    font-size: ${theme.fontSizes.h3};
  }
  p {
    margin: 0 0 ${theme.space[4]};
  }
  strong,
  b {
    font-weight: ${theme.fontWeights.bold};
  }
  img,
  video,
  svg {
    max-width: 100%;
  }
  img,
  picture,
  video {
    display: block;
    height: auto;
  }
  /* ui/Picture's image fills its picture. Set here, not on the <img>: emotion would write its <style>
     between the <source>s and the <img>, and Chrome's preload scanner then fetches the JPEG as well. */
  picture > img {
    width: 100%;
  }
  /* The album page's photos: in the island (album-page.tsx) only the class name, not the styles. */
  .${ALBUM_GRID_CLASS} {
    ${centredGridRules(theme, {
      columns: { base: 2, sm: 3, lg: 4 },
      gap: { base: 3, lg: 4 },
      firstCells: { base: 2, sm: 4 },
    })}
  }
  a {
    color: ${theme.colors.accent};
    text-underline-offset: 0.15em;
  }
  a:hover {
    color: ${theme.colors.accentHover};
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  /* Elements focused by script only (the page's h1 after navigation, main) show no ring. */
  [tabindex="-1"]:focus {
    outline: none;
  }
  button {
    font: inherit;
  }
  /* The file picker (the resume on /apply), here since global styles ship no JavaScript. */
  input[type="file"] {
    padding: ${theme.space[1]};
    color: ${theme.colors.textMuted};
    cursor: pointer;
    &[aria-invalid="true"] {
      padding-inline-start: ${theme.space[1]};
    }
  }
  ::file-selector-button {
    min-height: 2rem;
    margin-inline-end: ${theme.space[3]};
    padding: 0 ${theme.space[4]};
    border: 2px solid ${theme.colors.text};
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.text};
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    cursor: pointer;
    transition:
      background-color ${theme.motion.transition}ms ${theme.motion.easing},
      color ${theme.motion.transition}ms ${theme.motion.easing};
  }
  input[type="file"]:hover::file-selector-button {
    background: ${theme.colors.text};
    color: ${theme.colors.bg};
  }
  table {
    border-collapse: collapse;
  }
  ::selection {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
