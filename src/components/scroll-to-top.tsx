import { css, keyframes, type Theme } from "@emotion/react";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { focusPageStart } from "../lib/focus";
import { island } from "./island";

/** The scroll-to-top button, shown past the configured threshold; it moves focus to the page's start. */
export function ScrollToTop({ thresholdPx }: { thresholdPx: number }) {
  const shown = useScrolledPast(thresholdPx);
  if (!shown) return null;
  return (
    <button
      type="button"
      css={buttonStyles}
      aria-label="Scroll to top"
      onClick={() => {
        window.scrollTo({ top: 0 });
        focusPageStart();
      }}
    >
      <span className="arrow" aria-hidden="true" />
    </button>
  );
}

export const ScrollToTopIsland = island("scroll-to-top", ScrollToTop, { hydrateOn: "scroll" });

const appear = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const buttonStyles = ({ colors, space, radii, shadows, zIndices, motion, sizes }: Theme) => css`
  position: fixed;
  right: ${space[4]};
  bottom: ${space[4]};
  z-index: ${zIndices.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(${sizes.tapTarget} + 4px);
  height: calc(${sizes.tapTarget} + 4px);
  border: 2px solid ${colors.onAccent};
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onAccent};
  box-shadow: ${shadows.raised};
  cursor: pointer;
  animation: ${appear} ${motion.transition}ms ${motion.easing};
  transition: background-color ${motion.transition}ms ${motion.easing};
  &:hover {
    background: ${colors.accentHover};
  }
  &:focus-visible {
    outline-offset: 3px;
  }
  /* an upward chevron drawn in CSS */
  .arrow {
    width: 0.75rem;
    height: 0.75rem;
    margin-top: 0.375rem;
    border: solid currentColor;
    border-width: 3px 0 0 3px;
    transform: rotate(45deg);
  }
`;
