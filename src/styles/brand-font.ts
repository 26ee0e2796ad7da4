import barlowCondensedBold from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2";

/**
 * The headings' face, Barlow Condensed Bold (Latin, 22 KB), the one web font of the first view: preloaded
 * by every page's head, `font-display: swap`, its metric-matched fallback making the swap move nothing.
 */
export const BRAND_FONT_URL: string = barlowCondensedBold;

export const brandFontFace = `@font-face {
    font-family: "Barlow Condensed";
    font-style: normal;
    font-weight: 700;
    font-display: swap;
    src: url(${BRAND_FONT_URL}) format("woff2");
  }`;
