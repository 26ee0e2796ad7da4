import type { GatsbySSR } from "gatsby";
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-input";
import { pageWrapper } from "./src/components/root";
import { SiteFooter } from "./src/components/site-footer";
import { GlobalStyles } from "./src/styles/global-styles";
import { shapeHeadComponents } from "./gatsby/head-components";

export { wrapRootElement } from "./src/components/root";

/** Every page in its shell; the global styles and the footer are rendered here only, and kept in the browser. */
export const wrapPageElement = pageWrapper({ globalStyles: <GlobalStyles />, footer: <SiteFooter /> });

/**
 * - Marks the document as scripted before first paint, so scroll reveals and the collapsed mobile
 *   menu apply only when JavaScript runs: visitors and crawlers without it get every link and block.
 * - Records clicks on buttons that open something (the menu's) landing before React hydrates, to be replayed once it has
 *   (src/lib/early-input.ts).
 * - Preloads no font: text paints at once in a fallback face sized to the web font's metrics (global
 *   styles), and the swap moves nothing; the fonts load after the largest paint (onPreRenderHTML).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
    />,
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
  ]);
};

/** The web fonts wait for the largest paint; gatsby-plugin-image's unused head markup goes (gatsby/head-components.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(shapeHeadComponents(getHeadComponents()));
};
