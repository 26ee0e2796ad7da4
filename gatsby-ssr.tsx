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
 * Before first paint: marks the document as scripted (reveals and the collapsed menu need JavaScript),
 * decides whether the loading screen shows (src/lib/loading-screen.ts), records early clicks
 * (src/lib/early-input.ts), and preloads the headings' font (src/styles/brand-font.ts).
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
  replaceHeadComponents(shapeHeadComponents(getHeadComponents()));
};
