/**
 * Where keyboard and screen-reader focus goes when the page jumps to its start (the scroll-to-top
 * button). Every page is loaded from the server (no client-side navigation), so the browser itself
 * starts each new page at the top with focus on the document.
 */

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
