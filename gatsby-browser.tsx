import { lazy, startTransition, Suspense, type ComponentType, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
// Self-hosted fonts (no font CDN), Latin subset only, the weights the theme uses; font-display: swap.
import "@fontsource/barlow-condensed/latin-700.css";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import { focusAfterNavigation, updateScroll } from "./src/lib/route-change";
import { replayEarlyInput, takeEarlyClicks } from "./src/lib/early-input";
import { pageWrapper } from "./src/components/root";

export { wrapRootElement } from "./src/components/root";

/**
 * A built page keeps the global style sheet and the footer the server rendered, without their code
 * (src/components/root.tsx). `gatsby develop` serves no server markup, so there both are rendered in
 * the browser; the production build drops this branch, and their code with it.
 */
export const wrapPageElement = pageWrapper(
  process.env.NODE_ENV === "development"
    ? {
        globalStyles: renderLazily(() => import("./src/styles/global-styles").then((m) => m.GlobalStyles)),
        footer: renderLazily(() => import("./src/components/site-footer").then((m) => m.SiteFooter)),
      }
    : {},
);

function renderLazily(load: () => Promise<ComponentType>): ReactElement {
  const Component = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  updateScroll(routerProps.location);

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) =>
  focusAfterNavigation(location, prevLocation);

/** Clicks on menu-like buttons that landed before hydrateRoot (src/lib/early-input.ts), replayed once hydrated. */
let earlyClicks: Element[] = [];

/**
 * Once React has hydrated the page: what the visitor did before is replayed (menu clicks, typed text),
 * and the document is marked: the browser suite waits for it before interacting.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  replayEarlyInput(earlyClicks);
  earlyClicks = [];
  document.documentElement.dataset.hydrated = "true";
};

/**
 * Hydrates as a transition: React then works in slices of a few milliseconds and yields to the browser
 * between them, instead of holding the main thread for the whole page (Total Blocking Time on a cheap
 * phone). A click that lands before it finishes makes React hydrate at once and replay the click.
 * An element with no server-rendered markup (`gatsby develop`, its loading indicator) is rendered afresh,
 * as Gatsby's own renderer does; the returned function unmounts it.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const renderer = (element: ReactElement, container: Element): (() => void) => {
    let root: Root | undefined;
    if (container.querySelector("#gatsby-focus-wrapper > *")) {
      earlyClicks = takeEarlyClicks();
      startTransition(() => {
        root = hydrateRoot(container, element);
      });
    } else {
      root = createRoot(container);
      root.render(element);
    }
    return () => root?.unmount();
  };
  // Gatsby still types this as legacy ReactDOM.render (returning an instance); it takes the result
  // only as an optional cleanup function.
  return renderer as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
};
