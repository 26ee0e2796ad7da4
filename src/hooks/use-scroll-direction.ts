import { useEffect, useState } from "react";

export type ScrollDirection = "up" | "down";

export interface ScrollState {
  /** The direction of the last scroll movement larger than the tolerance. */
  direction: ScrollDirection;
  /** The page is (almost) at its top: the header shows its resting state. */
  atTop: boolean;
}

/**
 * The last scroll direction, ignoring movements under `tolerance` px; within `topZone` px of the top it
 * is always "up".
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
