/**
 * Moves keyboard and screen-reader focus to the page's start (the scroll-to-top button): its h1, else
 * `main#main`, made focusable by script only (tabindex -1), without the page jumping.
 */
export function focusPageStart(): void {
  const main = document.getElementById("main");
  if (!main) return;
  const target = main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
