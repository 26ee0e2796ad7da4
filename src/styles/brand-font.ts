// The headings' face, Barlow Condensed Bold (Latin subset, 22 KB), the one web font of the first view.
import barlowCondensedBold from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2";

/**
 * The brand on the first page of a visit: the headings' face is preloaded by every page's head
 * (gatsby-ssr.tsx) and declared in the global styles, `font-display: swap`. Preloaded, it usually
 * arrives with the HTML, before the first frame (which `<link rel="expect" blocking="render">` holds
 * until the parser has read the page), so the first view draws its headings in it; where it comes
 * later, the headings are drawn meanwhile in the fallback face sized to its metrics (global styles) and
 * the swap moves nothing. (`optional` kept the fallback for the whole view whenever the file took over
 * 100 ms, as on a busy phone: the brand missed the very page it was preloaded for.) Inter, the body
 * text's face, still waits for a later view (gatsby/head-components.ts).
 */
export const BRAND_FONT_URL: string = barlowCondensedBold;

export const brandFontFace = `@font-face {
    font-family: "Barlow Condensed";
    font-style: normal;
    font-weight: 700;
    font-display: swap;
    src: url(${BRAND_FONT_URL}) format("woff2");
  }`;
