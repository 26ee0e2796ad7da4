/**
 * Written on every built page's <html> by the browser's entry (src/lib/browser-app.ts, as data-app), so
 * the build's size check finds it in the 'app' bundle and the browser suite sees the entry ran.
 */
export const BROWSER_APP_MARKER = "sae-zhcet:browser-app";
