/** Where focus goes when the page jumps to its start (the scroll-to-top button). */

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
