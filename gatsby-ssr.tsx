import type { GatsbySSR } from "gatsby";
import displayFont from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2";
import bodyFont from "@fontsource/inter/files/inter-latin-400-normal.woff2";

export { wrapRootElement, wrapPageElement } from "./src/components/root";

/**
 * - Marks the document as scripted before first paint, so scroll reveals and the collapsed mobile
 *   menu apply only when JavaScript runs: visitors and crawlers without it get every link and block.
 * - Preloads the display face (every page's h1 is set in it) and the body face, so text paints in its
 *   own font early instead of swapping late and moving what follows.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
    />,
    <link
      key="preload-display-font"
      rel="preload"
      href={displayFont}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    <link
      key="preload-body-font"
      rel="preload"
      href={bodyFont}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
};
