import { LOADING_COVER_ATTRIBUTE, LOADING_COVER_GONE_EVENT } from "./loading-cover";

/**
 * The loading screen shows for its time from the start of a session's first page view. An inline <head>
 * script sets `<html data-loading-cover>` before the body is parsed and removes it when the time is up or
 * at the first key or press, so it needs none of the bundles and a visitor without JavaScript never sees it.
 */

/** sessionStorage key: set on the first page view of a browser session. */
export const LOADING_SCREEN_KEY = "sae-zhcet:loading-screen-shown";

/** Not worth covering the page when less than this is left of the screen's time. */
const MIN_VISIBLE_MS = 500;

/**
 * The inline <head> script (the server hashes it into the CSP): marks the session seen, and writes why the
 * screen shows or not on <html data-loading-screen>: shown, seen, reduced-motion, late or no-storage.
 */
export function loadingScreenScript(durationMs: number): string {
  const key = JSON.stringify(LOADING_SCREEN_KEY);
  const cover = JSON.stringify(LOADING_COVER_ATTRIBUTE);
  const gone = JSON.stringify(LOADING_COVER_GONE_EVENT);
  const duration = Math.round(durationMs);
  return (
    `(function(d,w){var r,t;` +
    `try{if(w.sessionStorage.getItem(${key}))r="seen";else{w.sessionStorage.setItem(${key},"1");` +
    `r=w.matchMedia("(prefers-reduced-motion: reduce)").matches?"reduced-motion":` +
    `${duration}-w.performance.now()<${MIN_VISIBLE_MS}?"late":"shown"}}catch(e){r="no-storage"}` +
    `d.setAttribute("data-loading-screen",r);if(r!=="shown")return;d.setAttribute(${cover},"");` +
    `function h(){w.clearTimeout(t);w.removeEventListener("keydown",h,true);w.removeEventListener("pointerdown",h,true);` +
    `d.removeAttribute(${cover});w.dispatchEvent(new Event(${gone}))}` +
    `t=w.setTimeout(h,${duration}-w.performance.now());` +
    `w.addEventListener("keydown",h,true);w.addEventListener("pointerdown",h,true)` +
    `})(document.documentElement,window)`
  );
}
