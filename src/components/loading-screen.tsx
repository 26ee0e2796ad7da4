import { useEffect, useState } from "react";
import { island } from "./island";
import { setLoadingCover } from "../lib/loading-cover";
import { LoadingOverlay } from "./loading-overlay";

/** sessionStorage key: set on the first page view of a browser session. */
export const LOADING_SCREEN_KEY = "sae-zhcet:loading-screen-shown";

/** Not worth flashing the screen when less than this is left of its time. */
const MIN_VISIBLE_MS = 500;

/**
 * Why the screen shows or not on this view, kept on <html data-loading-screen> for tests and debugging:
 * "shown"; "seen" (not the session's first view); "reduced-motion"; "late" (the page took so long to
 * start that too little of its time was left); "no-storage" (never risk showing it on every page).
 */
export type LoadingScreenDecision = "shown" | "seen" | "reduced-motion" | "late" | "no-storage";

const record = (decision: LoadingScreenDecision): void => {
  document.documentElement.dataset.loadingScreen = decision;
};

/** First view of this browser session, and motion welcome? Marks the session as seen either way. */
function firstViewDecision(): LoadingScreenDecision | undefined {
  try {
    if (window.sessionStorage.getItem(LOADING_SCREEN_KEY)) return "seen";
    window.sessionStorage.setItem(LOADING_SCREEN_KEY, "1");
  } catch {
    return "no-storage";
  }
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "reduced-motion" : undefined;
}

/**
 * The loading screen (SPEC §2 "Global behaviour", §9): "loading..." with turning gears for the
 * configured time from the start of the first page view in a browser session. It is drawn only after
 * hydration, as a fixed overlay over a page that is already fully rendered (the server HTML never holds
 * it, so crawlers, visitors without JavaScript and the largest paint all see the content). Any key or
 * click dismisses it early; it never shows under prefers-reduced-motion or on client-side navigation,
 * and it takes no focus. Its drawing (loading-overlay.tsx) is in the app's bundle with it
 * (src/islands.ts): the view that shows it is every visitor's first.
 */
export function LoadingScreen({ durationMs }: { durationMs: number }) {
  const [remainingMs, setRemainingMs] = useState(0);

  useEffect(() => {
    const skipped = firstViewDecision();
    if (skipped) return record(skipped);
    const left = durationMs - performance.now();
    if (left < MIN_VISIBLE_MS) return record("late");
    record("shown");
    // From now until the overlay goes (loading-overlay.tsx), work nobody would see under it waits.
    setLoadingCover(true);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the decision reads the session's storage, which the server's render (nothing) cannot: one render more, on the view that shows it
    setRemainingMs(left);
    return () => setLoadingCover(false);
  }, [durationMs]);

  return remainingMs > 0 ? <LoadingOverlay remainingMs={remainingMs} /> : null;
}

export const LoadingScreenIsland = island("loading-screen", LoadingScreen);
