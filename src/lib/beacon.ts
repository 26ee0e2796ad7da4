// The page-view beacon (issue 24), which the browser's entry (src/lib/browser-app.ts) runs once the page's
// islands have hydrated, so it is never on the first visit's critical path. It sends one beacon for the page
// and one for each click on a sponsor's logo link (the navigation is not held up: sendBeacon queues the
// request and returns). No cookie, no storage, no identifier: the server counts what arrives. Nothing is sent
// when the visitor asks not to be tracked (Do Not Track, Global Privacy Control). The size budget (postbuild)
// keeps its code within 1 KB.

import { apiUrl } from "./api-url";
import { BEACON_PATH, NOT_FOUND_ROUTE, SPONSOR_ATTRIBUTE, type Beacon } from "./traffic";

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** The visitor's browser says Do Not Track (navigator's or, in older browsers, window's) or GPC. */
export const optedOut = (nav: PrivacySignals, win: PrivacySignals): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === "1" || win.doNotTrack === "1";

const send = (beacon: Beacon): boolean => navigator.sendBeacon(apiUrl(BEACON_PATH), JSON.stringify(beacon));

/** Counts this page view, and from now on each click (or middle click) on a sponsor's logo. */
export function countVisit(): void {
  if (optedOut(navigator, window as PrivacySignals) || typeof navigator.sendBeacon !== "function") return;
  // The not-found page (answered 404, at any address) is counted as one page of its own.
  const [visit] = performance.getEntriesByType("navigation") as { responseStatus?: number }[];
  send({ view: visit?.responseStatus === 404 ? NOT_FOUND_ROUTE : location.pathname });
  const onClick = (event: MouseEvent): void => {
    const link = event.target instanceof Element && event.target.closest(`a[${SPONSOR_ATTRIBUTE}]`);
    if (link && event.button < 2) send({ click: link.getAttribute(SPONSOR_ATTRIBUTE) as string });
  };
  document.addEventListener("click", onClick);
  document.addEventListener("auxclick", onClick);
}
