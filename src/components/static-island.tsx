import type { ReactNode } from "react";

/** Each island's server markup, as found in the page before hydration changed anything. */
const serverMarkup = new Map<string, string>();

/**
 * Markup rendered once, on the server, and never hydrated: the browser neither downloads its code nor
 * spends hydration work on it. For what needs no React in the browser (links, text, and native
 * behaviour such as a popover), like the site footer on every page.
 *
 * The server renders `children`. The browser gets no children (gatsby-browser passes none, so their code
 * stays out of the bundles): it takes the island's HTML from the page the first time it renders, and
 * draws exactly that, so hydration finds what it expects and attaches nothing, and a later render
 * (client-side navigation, recovery from an error elsewhere) draws the same markup again.
 */
export function StaticIsland({ id, children }: { id: string; children?: ReactNode }) {
  if (children !== undefined && children !== null) return <div data-island={id}>{children}</div>;
  let html = serverMarkup.get(id);
  if (html === undefined) {
    html = document.querySelector(`[data-island="${id}"]`)?.innerHTML ?? "";
    serverMarkup.set(id, html);
  }
  return <div data-island={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
