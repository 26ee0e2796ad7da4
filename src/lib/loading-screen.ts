import { LOADING_COVER_ATTRIBUTE, LOADING_COVER_GONE_EVENT } from "./loading-cover";

/**
 * The loading screen's decision, made before the first paint.
 *
 * The screen ("loading..." with turning gears) shows for its configured time from the start of the
 * first page view of a browser session. Its markup is in every page's server HTML, hidden by the page's
 * styles unless `<html data-loading-cover>`; a tiny inline script in <head> (loadingScreenScript) sets
 * that attribute before the body is parsed, so a view either starts covered or is never covered. The same
 * script takes the attribute away when the time is up or at the visitor's first key or press, so showing
 * and hiding need none of the site's bundles: the screen goes even if they never load, and a visitor
 * without JavaScript never sees it.
 */

/** sessionStorage key: set on the first page view of a browser session. */
export const LOADING_SCREEN_KEY = "sae-zhcet:loading-screen-shown";

/** Not worth covering the page when less than this is left of the screen's time. */
export const MIN_VISIBLE_MS = 500;

/**
 * The inline <head> script for a screen of `durationMs` (kept tiny and dependency-free; the server adds
 * its hash to the CSP). It marks the session as seen on its first view whatever it decides, and writes
 * why the screen shows or not on <html data-loading-screen>: shown, seen, reduced-motion, late (too
 * little of its time left) or no-storage.
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
