import type { ReactNode } from "react";
import { useInView } from "react-intersection-observer";
import { useTheme } from "@emotion/react";

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
 * Fades a block in when it scrolls into view (SPEC §2, §9). Content is visible without JavaScript:
 * the hidden start state applies only under `html.js` (set by an inline script in gatsby-ssr) and never
 * under prefers-reduced-motion. Only opacity and transform change, so nothing shifts the layout.
 */
export function Reveal({ children, effect = "fade-up", delay = 0, as: Tag = "div", className }: RevealProps) {
  const theme = useTheme();
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: "0px 0px -10% 0px",
    fallbackInView: true,
  });
  const offset = effect === "fade-up" ? "translate3d(0, 32px, 0)" : "translate3d(32px, 0, 0)";
  return (
    <Tag
      ref={ref}
      className={className}
      data-reveal={effect}
      data-inview={inView ? "true" : "false"}
      css={{
        "@media (prefers-reduced-motion: no-preference)": {
          "html.js &[data-inview='false']": { opacity: 0, transform: offset },
          "html.js &": {
            transition: `opacity ${theme.motion.reveal}ms ${theme.motion.easing} ${delay}ms, transform ${theme.motion.reveal}ms ${theme.motion.easing} ${delay}ms`,
          },
        },
      }}
    >
      {children}
    </Tag>
  );
}
