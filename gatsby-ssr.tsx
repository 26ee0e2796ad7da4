import type { GatsbySSR } from "gatsby";
import displayFont from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2";
import bodyFont from "@fontsource/inter/files/inter-latin-400-normal.woff2";
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-input";
import bodyStrongFont from "@fontsource/inter/files/inter-latin-600-normal.woff2";

export { wrapRootElement, wrapPageElement } from "./src/components/root";

/**
 * - Marks the document as scripted before first paint, so scroll reveals and the collapsed mobile
 *   menu apply only when JavaScript runs: visitors and crawlers without it get every link and block.
 * - Records clicks on buttons that open something (the menu's) landing before React hydrates, to be replayed once it has
 *   (src/lib/early-input.ts).
 * - Preloads the display face (every page's h1 is set in it) and both body weights (400 and the 600 of
 *   names, labels and links), so text paints in its own font early instead of swapping late and
 *   re-wrapping what follows.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  const fontPreload = (key: string, href: string) => (
    <link key={key} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  );
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
    />,
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
    fontPreload("preload-display-font", displayFont),
    fontPreload("preload-body-font", bodyFont),
    fontPreload("preload-body-strong-font", bodyStrongFont),
  ]);
};
