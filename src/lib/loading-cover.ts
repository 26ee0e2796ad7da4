/**
 * Whether the loading screen covers the page: work that nobody would see under it (the hero's background
 * videos) waits for it to go. Kept on the document, not in a module, so the inline <head> script that shows
 * and hides the screen (src/lib/loading-screen.ts) and islands that arrive in separate chunks share it:
 * `<html data-loading-cover>` while the screen shows, and an event when it goes.
 */
export const LOADING_COVER_ATTRIBUTE = "data-loading-cover";
export const LOADING_COVER_GONE_EVENT = "loadingcovergone";

/** Calls `callback` once the loading screen does not cover the page (at once if it does not now); returns a cancel. */
export function whenUncovered(callback: () => void): () => void {
  if (!document.documentElement.hasAttribute(LOADING_COVER_ATTRIBUTE)) {
    callback();
    return () => undefined;
  }
  window.addEventListener(LOADING_COVER_GONE_EVENT, callback, { once: true });
  return () => window.removeEventListener(LOADING_COVER_GONE_EVENT, callback);
}
