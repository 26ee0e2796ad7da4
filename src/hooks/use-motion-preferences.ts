import { useEffect, useState, useSyncExternalStore } from "react";
import { whenUncovered } from "../lib/loading-cover";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asked the system for less motion. False while rendering on the server. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The visitor's Data Saver switch (Network Information API, where the browser has it). */
export function prefersSavedData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * False until the page has loaded and the browser is idle, then true: work started behind it (such as
 * fetching background video) can never compete with the page's first and largest paint.
 */
export function useAfterLoadIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (window.requestIdleCallback) {
        idleHandle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      } else {
        timer = setTimeout(() => setReady(true), 200);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** Once `asked`: false while the loading screen covers the page, then true. */
export function useUncovered(asked: boolean): boolean {
  const [uncovered, setUncovered] = useState(false);
  useEffect(() => (asked ? whenUncovered(() => setUncovered(true)) : undefined), [asked]);
  return uncovered;
}
