import { useEffect, useState } from "react";
import { css, keyframes, type Theme } from "@emotion/react";

/**
 * The loading screen (SPEC §2 "Global behaviour", §9): "loading..." with turning gears for the
 * configured time from the start of the first page view in a browser session. It is drawn only after
 * hydration, as a fixed overlay over a page that is already fully rendered (the server HTML never holds
 * it, so crawlers, visitors without JavaScript and the largest paint all see the content). Any key or
 * click dismisses it early; it never shows under prefers-reduced-motion or on client-side navigation,
 * and it takes no focus.
 */
export function LoadingOverlay({ remainingMs }: { remainingMs: number }) {
  const [remaining, setRemaining] = useState(remainingMs);

  useEffect(() => {
    if (remaining <= 0) return;
    const hide = () => setRemaining(0);
    const timer = window.setTimeout(hide, remaining);
    window.addEventListener("keydown", hide, true);
    window.addEventListener("pointerdown", hide, true);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("keydown", hide, true);
      window.removeEventListener("pointerdown", hide, true);
    };
  }, [remaining]);

  if (remaining <= 0) return null;
  return (
    <div role="status" aria-live="polite" css={overlayStyles}>
      <Gears />
      <p>loading...</p>
    </div>
  );
}

/** Two meshing gears: teeth are a dashed stroke, so the drawing is a few bytes. */
function Gears() {
  return (
    <svg viewBox="0 0 100 80" width="150" height="120" aria-hidden="true" focusable="false">
      <g className="gear big">
        <circle cx="40" cy="50" r="22" fill="none" strokeWidth="8" strokeDasharray="6.91 6.91" />
        <circle cx="40" cy="50" r="14" fill="none" strokeWidth="10" />
      </g>
      <g className="gear small">
        <circle cx="76" cy="41" r="15" fill="none" strokeWidth="7" strokeDasharray="6.73 6.73" />
        <circle cx="76" cy="41" r="9.5" fill="none" strokeWidth="7" />
      </g>
    </svg>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const overlayStyles = ({ colors, fonts, fontSizes, fontWeights, space, zIndices }: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.loader};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[4]};
  background: ${colors.ink};
  color: ${colors.textOnDark};
  cursor: progress;
  animation: ${fadeIn} 200ms ease-out;

  .gear {
    transform-box: fill-box;
    transform-origin: center;
  }
  .big {
    stroke: ${colors.accent};
    animation: ${spin} 3s linear infinite;
  }
  .small {
    stroke: ${colors.textOnDark};
    /* 10 teeth against 7: the small gear turns 10/7 as fast, the other way round */
    animation: ${spin} 2.1s linear infinite reverse;
  }

  p {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
    letter-spacing: 0.2em;
  }
`;
