import { useEffect, useState } from "react";

export type ScrollDirection = "up" | "down";

/** Scroll movements shorter than this (px) keep the direction. */
const TOLERANCE = 8;
/** Within this many px of the top the direction is always "up". */
const TOP_ZONE = 64;

/** The direction of the last scroll movement, for the header. */
export function useScrollDirection(): { direction: ScrollDirection } {
  const [direction, setDirection] = useState<ScrollDirection>("up");

  useEffect(() => {
    let last = Math.max(window.scrollY, 0);
    const update = () => {
      const y = Math.max(window.scrollY, 0);
      const atTop = y <= TOP_ZONE;
      const delta = y - last;
      if (!atTop && Math.abs(delta) < TOLERANCE) return;
      last = y;
      if (atTop || delta < 0) setDirection("up");
      else if (delta > 0) setDirection("down");
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return { direction };
}
