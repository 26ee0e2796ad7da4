/**
 * Whether the loading screen covers the page, so work nobody would see waits: kept on the document, so
 * the inline script (loading-screen.ts) and islands in separate chunks share it.
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
