import { useEffect, useState, type ComponentType } from "react";

/** sessionStorage key: set on the first page view of a browser session. */
export const LOADING_SCREEN_KEY = "sae-zhcet:loading-screen-shown";

/** Not worth flashing the screen when less than this is left of its time. */
const MIN_VISIBLE_MS = 500;

/** First view of this browser session, and motion welcome? Marks the session as seen either way. */
function isFirstAnimatedView(): boolean {
  try {
    if (window.sessionStorage.getItem(LOADING_SCREEN_KEY)) return false;
    window.sessionStorage.setItem(LOADING_SCREEN_KEY, "1");
  } catch {
    return false; // storage blocked: never risk showing it on every page
  }
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The loading screen (SPEC §2 "Global behaviour", §9): "loading..." with turning gears for the
 * configured time from the start of the first page view in a browser session. It is drawn only after
 * hydration, as a fixed overlay over a page that is already fully rendered (the server HTML never holds
 * it, so crawlers, visitors without JavaScript and the largest paint all see the content). Any key or
 * click dismisses it early; it never shows under prefers-reduced-motion or on client-side navigation,
 * and it takes no focus. Its drawing (loading-overlay.tsx) is fetched only on the view that shows it.
 */
export function LoadingScreen({ durationMs }: { durationMs: number }) {
  const [overlay, setOverlay] = useState<{ Overlay: ComponentType<{ remainingMs: number }>; left: number }>();

  useEffect(() => {
    if (!isFirstAnimatedView()) return;
    const left = durationMs - performance.now();
    if (left < MIN_VISIBLE_MS) return;
    let live = true;
    void import("./loading-overlay").then(({ LoadingOverlay }) => {
      if (live) setOverlay({ Overlay: LoadingOverlay, left: durationMs - performance.now() });
    });
    return () => {
      live = false;
    };
  }, [durationMs]);

  if (!overlay || overlay.left <= 0) return null;
  return <overlay.Overlay remainingMs={overlay.left} />;
}
