import type { GatsbyBrowser } from "gatsby";
// Self-hosted fonts (no font CDN), Latin subset only, the weights the theme uses; font-display: swap.
import "@fontsource/barlow-condensed/latin-700.css";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import { focusAfterNavigation, updateScroll } from "./src/lib/route-change";

export { wrapRootElement, wrapPageElement } from "./src/components/root";

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  updateScroll(routerProps.location);

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) =>
  focusAfterNavigation(location, prevLocation);

/** Marks the document once React has hydrated it: the browser suite waits for it before interacting. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
