// Written as data-app on every built page's <html> by browser-app.ts: the size check finds it in the 'app'
// bundle, and the browser suite sees the entry ran.
export const BROWSER_APP_MARKER = "sae-zhcet:browser-app";
