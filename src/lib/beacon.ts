// The page-view beacon, run once the islands have hydrated: one beacon for the page, one per click on a
// sponsor's logo, and once per view the logos seen (half on screen for a second, the tab in front). No
// cookie, storage or identifier; nothing is sent under Do Not Track or Global Privacy Control.

import { apiUrl } from "./api-url";
import {
  BEACON_PATH,
  NOT_FOUND_ID,
  NOT_FOUND_ROUTE,
  SEEN_MS,
  SEEN_RATIO,
  SPONSOR_ATTRIBUTE,
  type Beacon,
} from "./traffic";

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** The visitor's browser says Do Not Track (navigator's or, in older browsers, window's) or GPC. */
export const optedOut = (nav: PrivacySignals, win: PrivacySignals): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === "1" || win.doNotTrack === "1";

const send = (beacon: Beacon): boolean => navigator.sendBeacon(apiUrl(BEACON_PATH), JSON.stringify(beacon));

/** Sends each logo on the page once, when it has been seen (see above), those seen together in one beacon. */
function countSeenLogos(): void {
  const waiting = new Set(document.querySelectorAll(`[${SPONSOR_ATTRIBUTE}]`));
  const clocks = new Map<Element, ReturnType<typeof setTimeout>>();
  let seen: string[] = [];
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, intersectionRatio } of entries) {
        clearTimeout(clocks.get(target));
        if (intersectionRatio >= SEEN_RATIO && !document.hidden && waiting.has(target))
          clocks.set(
            target,
            setTimeout(() => {
              waiting.delete(target);
              // Logos that came into view together are seen together: one beacon a moment later.
              if (seen.push(target.getAttribute(SPONSOR_ATTRIBUTE) as string) < 2)
                setTimeout(() => {
                  send({ seen });
                  seen = [];
                }, 100);
            }, SEEN_MS),
          );
      }
    },
    { threshold: SEEN_RATIO },
  );
  // Observing (again) reports each logo's share at once; a hidden tab stops every clock.
  const watch = (): void => {
    clocks.forEach(clearTimeout);
    waiting.forEach((logo) => {
      observer.unobserve(logo);
      observer.observe(logo);
    });
  };
  watch();
  document.addEventListener("visibilitychange", watch);
}

/** Counts this page view, the logos seen on it, and from now on each click (or middle click) on a logo. */
export function countVisit(): void {
  if (optedOut(navigator, window as PrivacySignals) || typeof navigator.sendBeacon !== "function") return;
  // The not-found page (answered 404, at any address) is counted as one page of its own; it is told by its
  // heading, which every browser has (not every one reports the response's status).
  send({ view: document.getElementById(NOT_FOUND_ID) ? NOT_FOUND_ROUTE : location.pathname });
  countSeenLogos();
  const onClick = (event: MouseEvent): void => {
    const link = event.target instanceof Element && event.target.closest(`a[${SPONSOR_ATTRIBUTE}]`);
    if (link && event.button < 2) send({ click: link.getAttribute(SPONSOR_ATTRIBUTE) as string });
  };
  document.addEventListener("click", onClick);
  document.addEventListener("auxclick", onClick);
}
