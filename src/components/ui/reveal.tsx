import { useRef, useState, type ReactNode } from "react";
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
 * "static": as rendered (on screen at load, no JavaScript, or no IntersectionObserver);
 * "waiting": below the fold at load, hidden until it scrolls in; "revealed": scrolled in, fading in.
 */
type Phase = "static" | "waiting" | "revealed";

/**
 * Fades a block in when it scrolls into view (SPEC §2, §9). The server renders every block visible, so
 * crawlers, visitors without JavaScript and the first paint see the content; after hydration only blocks
 * still below the fold are hidden, to fade in when they arrive, so nothing on screen at load waits for
 * JavaScript (or delays Largest Contentful Paint). Only opacity and transform change: no layout shift.
 * Under prefers-reduced-motion nothing is hidden or moved.
 */
export function Reveal({ children, effect = "fade-up", delay = 0, as: Tag = "div", className }: RevealProps) {
  const theme = useTheme();
  const [phase, setPhase] = useState<Phase>("static");
  const observed = useRef(false);
  const { ref } = useInView({
    triggerOnce: true,
    rootMargin: "0px 0px -10% 0px",
    fallbackInView: true,
    onChange: (inView) => {
      // The first observation tells where the block is at load; later ones that it scrolled in.
      if (!observed.current) {
        observed.current = true;
        if (!inView) setPhase("waiting");
      } else if (inView) {
        setPhase((current) => (current === "waiting" ? "revealed" : current));
      }
    },
  });

  const offset = effect === "fade-up" ? "translate3d(0, 32px, 0)" : "translate3d(32px, 0, 0)";
  return (
    <Tag
      ref={ref}
      className={className}
      data-reveal={effect}
      data-inview={phase === "waiting" ? "false" : "true"}
      css={{
        "@media (prefers-reduced-motion: no-preference)": {
          "&[data-inview='false']": { opacity: 0, transform: offset },
          "&[data-phase='revealed']": {
            transition: `opacity ${theme.motion.reveal}ms ${theme.motion.easing} ${delay}ms, transform ${theme.motion.reveal}ms ${theme.motion.easing} ${delay}ms`,
          },
        },
      }}
      data-phase={phase}
    >
      {children}
    </Tag>
  );
}
