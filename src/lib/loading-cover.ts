/**
 * Whether the loading screen covers the page: work that nobody would see under it (the hero's background
 * videos) waits for it to go. Kept on the document, not in a module, so islands that arrive in separate
 * chunks share it: `<html data-loading-cover>` while the screen shows, and an event when it goes.
 */
const ATTRIBUTE = "data-loading-cover";
const UNCOVERED = "loadingcovergone";

export function setLoadingCover(covered: boolean): void {
  const root = document.documentElement;
  if (root.hasAttribute(ATTRIBUTE) === covered) return;
  root.toggleAttribute(ATTRIBUTE, covered);
  if (!covered) window.dispatchEvent(new Event(UNCOVERED));
}

/** Calls `callback` once the loading screen does not cover the page (at once if it does not now); returns a cancel. */
export function whenUncovered(callback: () => void): () => void {
  if (!document.documentElement.hasAttribute(ATTRIBUTE)) {
    callback();
    return () => undefined;
  }
  window.addEventListener(UNCOVERED, callback, { once: true });
  return () => window.removeEventListener(UNCOVERED, callback);
}
