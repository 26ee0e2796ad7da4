import type { GatsbySSR } from "gatsby";

export { wrapRootElement, wrapPageElement } from "./src/components/root";

/**
 * Marks the document as scripted before first paint, so scroll reveals can start hidden without
 * hiding anything from visitors and crawlers without JavaScript.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script
      key="js-flag"
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
    />,
  ]);
};
