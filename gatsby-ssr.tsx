import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { CacheProvider } from "@emotion/react";
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-input";
import { loadingScreenScript } from "./src/lib/loading-screen";
import site from "./content/site/site.json";
import { shapeHeadComponents } from "./gatsby/head-components";
import { renderWithStyleSheet } from "./gatsby/style-sheet";
import { Layout } from "./src/components/layout";
import { BRAND_FONT_URL } from "./src/styles/brand-font";

export { wrapRootElement } from "./src/components/root";

/** Every page in the shared shell (src/components/layout.tsx). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);

/**
 * - Marks the document as scripted before first paint, so scroll reveals and the collapsed mobile
 *   menu apply only when JavaScript runs: visitors and crawlers without it get every link and block.
 * - Decides before first paint whether this view shows the loading screen (the first of a browser session,
 *   motion welcome), which the layout draws hidden in every page, and hides it when its time is up
 *   (src/lib/loading-screen.ts).
 * - Records clicks on buttons that open something (the menu's) landing before React hydrates, to be replayed once it has
 *   (src/lib/early-input.ts).
 * - Preloads one font, the headings' (src/styles/brand-font.ts), so the first page of a visit shows the
 *   brand; body text paints at once in a fallback face sized to Inter's metrics (global styles), and
 *   Inter loads after the largest paint (onPreRenderHTML).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
    />,
    <script
      key="loading-screen"
      dangerouslySetInnerHTML={{ __html: loadingScreenScript(site.loadingScreenMs) }}
    />,
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
    <link
      key="brand-font"
      rel="preload"
      href={BRAND_FONT_URL}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
};

/** The page's styles in one sheet in the head, none in the body (gatsby/style-sheet.tsx). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, sheet } = renderWithStyleSheet(bodyComponent, (cache, element) =>
    renderToString(<CacheProvider value={cache}>{element}</CacheProvider>),
  );
  replaceBodyHTMLString(html);
  setHeadComponents([sheet]);
};

/** The web fonts wait for the largest paint; gatsby-plugin-image's unused head markup goes (gatsby/head-components.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(
    shapeHeadComponents(getHeadComponents(), { built: process.env.NODE_ENV === "production" }),
  );
};
