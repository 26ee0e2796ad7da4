import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";

export type RevealEffect = "fade-up" | "fade-left";

/**
 * Fades a block in when it scrolls into view, `delay` ms late. The server renders it visible;
 * src/lib/reveal.ts sets `data-inview` and `data-phase`. Under prefers-reduced-motion nothing moves.
 */
export function Reveal({
  children,
  effect = "fade-up",
  delay = 0,
  as: Tag = "div",
  className,
}: {
  children: ReactNode;
  effect?: RevealEffect;
  delay?: number;
  as?: "div" | "li";
  className?: string;
}) {
  const theme = useTheme();
  const up = "translate3d(0, 32px, 0)";
  return (
    <Tag
      className={className}
      data-reveal={effect}
      css={{
        "@media (prefers-reduced-motion: no-preference)": {
          "&[data-inview='false']": { opacity: 0, transform: up },
          // From the side only where the page's margins have room for the offset (no sideways pan).
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
