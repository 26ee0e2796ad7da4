import { whenVisible } from "./when-visible";

/**
 * Scroll reveals (ui/Reveal) without React: a `[data-reveal]` block that starts outside the viewport is
 * hidden (`data-inview="false"`) until it comes into view; one that starts in view is left alone. Its
 * styles live with ui/Reveal.
 */
export function revealOnScroll(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-reveal]").forEach((element) => {
    let first = true;
    const stop = whenVisible(element, "0px 0px -10% 0px", (inView) => {
      if (first) {
        first = false;
        if (inView) stop();
        else element.dataset.inview = "false";
      } else if (inView) {
        element.dataset.inview = "true";
        element.dataset.phase = "revealed";
        stop();
      }
    });
  });
}
