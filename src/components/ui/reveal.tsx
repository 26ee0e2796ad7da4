import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";

export type RevealEffect = "fade-up" | "fade-left";

export interface RevealProps {
  children: ReactNode;
  effect?: RevealEffect;
  /** Delay in ms before the block fades in: 100–700, so neighbouring blocks arrive one after another. */
  delay?: number;
  as?: "div" | "li" | "section";
  className?: string;
}

/**
 * Fades a block in when it scrolls into view. The server renders every block visible, so crawlers,
 * visitors without JavaScript and the first paint see the content. Once the page's script runs
 * (src/lib/reveal.ts, no React: a reveal is never hydrated), a block that is below the fold is marked
 * `data-inview="false"` (hidden, waiting) and, when it arrives, `data-inview="true"` with
 * `data-phase="revealed"` (fading in); a block on screen at load is left as it is, so nothing on screen
 * waits for JavaScript (or delays Largest Contentful Paint). The marks are set on the element directly.
 * Only opacity and transform change: no layout shift, and no sideways scroll (a fade from the side
 * starts from below on narrow screens). Under prefers-reduced-motion nothing is hidden or
 * moved.
 */
export function Reveal({ children, effect = "fade-up", delay = 0, as: Tag = "div", className }: RevealProps) {
  const theme = useTheme();
  const up = "translate3d(0, 32px, 0)";
  return (
    <Tag
      className={className}
      data-reveal={effect}
      css={{
        "@media (prefers-reduced-motion: no-preference)": {
          "&[data-inview='false']": { opacity: 0, transform: up },
          // From the side only where the page's margins have room for the offset: on a phone a full-width
          // block moved 32 px right stuck out past the screen, and the page panned sideways.
          ...(effect === "fade-left" && {
            [theme.mq.up("md")]: { "&[data-inview='false']": { transform: "translate3d(32px, 0, 0)" } },
          }),
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
