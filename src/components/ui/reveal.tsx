import { useEffect, useRef, type ReactNode } from "react";
import { useTheme } from "@emotion/react";
import { whenVisible } from "../../lib/when-visible";

export type RevealEffect = "fade-up" | "fade-left";

export interface RevealProps {
  children: ReactNode;
  effect?: RevealEffect;
  /** Delay in ms (SPEC §9: 100–700). */
  delay?: number;
  as?: "div" | "li" | "section";
  className?: string;
}

/**
 * Fades a block in when it scrolls into view (SPEC §2, §9). The server renders every block visible, so
 * crawlers, visitors without JavaScript and the first paint see the content. Once mounted, a block that
 * is below the fold is marked `data-inview="false"` (hidden, waiting) and, when it arrives,
 * `data-inview="true"` with `data-phase="revealed"` (fading in); a block on screen at load is left as
 * it is, so nothing on screen waits for JavaScript (or delays Largest Contentful Paint). The marks are
 * set on the element directly: a reveal costs no React render. Only opacity and transform change: no
 * layout shift. Under prefers-reduced-motion nothing is hidden or moved.
 */
export function Reveal({ children, effect = "fade-up", delay = 0, as: Tag = "div", className }: RevealProps) {
  const theme = useTheme();
  // One ref that fits every element `as` names (div, li, section).
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let first = true;
    const stop = whenVisible(element, "0px 0px -10% 0px", (inView) => {
      // The first observation tells where the block is at load; a later one that it scrolled in.
      if (first) {
        first = false;
        if (inView) stop();
        else element.dataset.inview = "false";
      } else if (inView) {
        element.dataset.inview = "true";
        element.dataset.phase = "revealed";
        stop();
      }
    });
    return stop;
  }, []);

  const offset = effect === "fade-up" ? "translate3d(0, 32px, 0)" : "translate3d(32px, 0, 0)";
  return (
    <Tag
      ref={ref}
      className={className}
      data-reveal={effect}
      css={{
        "@media (prefers-reduced-motion: no-preference)": {
          "&[data-inview='false']": { opacity: 0, transform: offset },
          "&[data-phase='revealed']": {
            transition: `opacity ${theme.motion.reveal}ms ${theme.motion.easing} ${delay}ms, transform ${theme.motion.reveal}ms ${theme.motion.easing} ${delay}ms`,
          },
        },
      }}
    >
      {children}
    </Tag>
  );
}
