/**
 * What happens on a client-side route change (SPEC §2 "Every route change scrolls the page to the
 * top"), used by gatsby-browser's shouldUpdateScroll and onRouteUpdate.
 */

interface RouteLocation {
  pathname: string;
  hash: string;
}

/** Jumps to the top of the page at once (no smooth scrolling across a whole page). */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

/**
 * Moves keyboard and screen-reader focus to the start of the page: its h1, else `main#main`.
 * The target becomes focusable by script only (tabindex -1) and the page does not jump.
 */
export function focusPageStart(): void {
  const main = document.getElementById("main");
  if (!main) return;
  const target = main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * Gatsby's `shouldUpdateScroll`: every navigation starts at the top of the new page; only a link to
 * an anchor (`/contact#map`) is left to Gatsby, which scrolls to that element.
 */
export function updateScroll(location: RouteLocation): boolean {
  if (location.hash) return true;
  scrollToTop();
  return false;
}

/**
 * Gatsby's `onRouteUpdate`: after a client-side navigation to another page, focus its start so a
 * screen reader continues from the new content rather than from the link in the old menu.
 * The first page view keeps the browser's own focus. Gatsby's router focuses its wrapper div in an
 * effect after this hook runs, so the move waits for the next frame and task.
 */
export function focusAfterNavigation(location: RouteLocation, previous: RouteLocation | null): void {
  if (!previous || previous.pathname === location.pathname || location.hash) return;
  window.requestAnimationFrame(() => window.setTimeout(focusPageStart, 0));
}
