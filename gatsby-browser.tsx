import { lazy, Suspense, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
// Self-hosted fonts (no font CDN), Latin subset only, the weights the theme uses; font-display: swap.
// The headings' Barlow Condensed is not here: the first view preloads it (src/styles/brand-font.ts).
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import { revealOnScroll } from "./src/lib/reveal";
// Gatsby gives the server renderer a page's static query results only for the static queries it finds
// reachable in the browser's bundles; pages are not there (on-create-webpack-config), so the shell's two
// are reached from here, for every page. The islands take what they need of them as props.
import "./src/hooks/use-site-settings";
import "./src/hooks/use-team-links";

/**
 * A built page is never hydrated as a whole: its server HTML stays, and only its islands hydrate, each
 * with its own code (src/lib/hydrate-islands.tsx, src/components/island.tsx). Its page component is not
 * even in the browser's bundles, and Gatsby's client app is not either: the browser's entry is
 * src/lib/browser-app.ts (gatsby/on-create-webpack-config.ts), which imports this module for its fonts
 * and static queries. Links are plain links: every page is a first visit to the server's HTML.
 *
 * `gatsby develop` serves no server HTML, so there the whole app is rendered in the browser, in the
 * shell (the layout is loaded lazily, so the production bundles never hold it).
 */
const DevelopLayout =
  process.env.NODE_ENV === "development"
    ? lazy(() => import("./src/components/layout").then((module) => ({ default: module.Layout })))
    : null;

export { wrapRootElement } from "./src/components/root";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) =>
  DevelopLayout ? (
    <Suspense fallback={null}>
      <DevelopLayout pathname={props.location.pathname}>{element}</DevelopLayout>
    </Suspense>
  ) : (
    element
  );

/** `gatsby develop` serves no server HTML: there Gatsby's app renders the whole page in the browser. */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const renderer = (element: ReactElement, container: Element): void => {
    createRoot(container).render(element);
    window.setTimeout(() => revealOnScroll(document), 1000);
  };
  // Gatsby still types this as legacy ReactDOM.render (returning an instance); it ignores the result.
  return renderer as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
};
