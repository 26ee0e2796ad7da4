import type { ReactElement } from "react";
import { createRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
// Self-hosted fonts (no font CDN), Latin subset only, the weights the theme uses; font-display: swap.
// The headings' Barlow Condensed is not here: the first view preloads it (src/styles/brand-font.ts).
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import { hydrateIslands } from "./src/lib/hydrate-islands";
// The server renderer gets a static query's result only if the browser's bundles reach the query; pages
// are not in them (on-create-webpack-config), so the shell's two are reached from here.
import "./src/hooks/use-site-settings";
import "./src/hooks/use-team-links";

/**
 * A page is never rendered in the browser: only its islands hydrate (src/lib/hydrate-islands.tsx). A built
 * page's entry, src/lib/browser-app.ts, imports this module; the two APIs below serve `gatsby develop` only.
 */

/** The page is the server's HTML (DEV_SSR). */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = () => <></>;

/**
 * Under `gatsby develop` (DEV_SSR) the islands hydrate as on a built page, and Gatsby's app (its error
 * overlay) renders in an element of its own. An empty shell (the page's code not ready yet) is reloaded.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const renderer = (element: ReactElement, container: Element): (() => void) => {
    const isPage = container.id === "___gatsby";
    if (isPage && container.children.length > 0) void hydrateIslands(document);
    else if (isPage && !serverRenderError()) void reloadWhenRendered();
    const root = createRoot(isPage ? document.body.appendChild(document.createElement("div")) : container);
    root.render(element);
    return () => root.unmount();
  };
  // Gatsby still types this as legacy ReactDOM.render (returning an instance); it ignores the result.
  return renderer as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
};

/** Asks for the page again, waiting for the server's HTML, and reloads once it has some (`?skip-ssr` never does). */
async function reloadWhenRendered(): Promise<void> {
  const response = await fetch(location.href, { headers: { "x-gatsby-wait-for-dev-ssr": "true" } });
  const html = new DOMParser().parseFromString(await response.text(), "text/html");
  if (html.getElementById("___gatsby")?.children.length) location.reload();
}

/** Whether Gatsby's empty shell reports that the page failed to render on the server (its overlay shows it). */
function serverRenderError(): boolean {
  const events = (window as { _gatsbyEvents?: [string, { action?: string }][] })._gatsbyEvents ?? [];
  return events.some(([, event]) => event.action === "SHOW_DEV_SSR_ERROR");
}
