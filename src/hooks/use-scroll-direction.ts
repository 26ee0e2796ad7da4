import { useEffect, useState } from "react";

export type ScrollDirection = "up" | "down";

export interface ScrollState {
  /** The direction of the last scroll movement larger than the tolerance. */
  direction: ScrollDirection;
  /** The page is (almost) at its top: the header shows its resting state. */
  atTop: boolean;
}

/**
 * Follows the last scroll direction (the navigation bar's style and the logo strip depend on it).
 * Movements smaller than `tolerance` px are ignored so the header does not flicker; within `topZone`
 * px of the top the direction is always "up". Browsers fire scroll events at most once a frame, and
 * the state only changes when the direction flips, so this re-renders rarely.
 */
export function useScrollDirection({ tolerance = 8, topZone = 64 } = {}): ScrollState {
  const [state, setState] = useState<ScrollState>({ direction: "up", atTop: true });

  useEffect(() => {
    let last = Math.max(window.scrollY, 0);
    const update = () => {
      const y = Math.max(window.scrollY, 0);
      const atTop = y <= topZone;
      const delta = y - last;
      if (!atTop && Math.abs(delta) < tolerance) return;
      last = y;
      setState((previous) => {
        const direction: ScrollDirection = atTop
          ? "up"
          : delta > 0
            ? "down"
            : delta < 0
              ? "up"
              : previous.direction;
        return previous.direction === direction && previous.atTop === atTop ? previous : { direction, atTop };
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [tolerance, topZone]);

  return state;
}
