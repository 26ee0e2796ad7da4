import { useEffect, useState } from "react";
import { css, keyframes, type Theme } from "@emotion/react";
import { setLoadingCover } from "../lib/loading-cover";

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
    if (remaining <= 0) return setLoadingCover(false);
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
      <div className="gears" aria-hidden="true">
        <span className="gear big" />
        <span className="gear small" />
      </div>
      <p>loading...</p>
    </div>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
`;

/**
 * Two meshing gears drawn by CSS on plain HTML elements: the teeth are a dashed border, the hub an inset
 * shadow. Only `transform` and `opacity` are animated, on HTML elements, so the compositor runs the
 * animation and the main thread (hydration, the largest paint) does no work for it: an animated SVG
 * transform would be restyled, laid out and painted on the main thread every frame.
 */
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

  .gears {
    position: relative;
    width: 150px;
    height: 120px;
  }
  .gear {
    position: absolute;
    box-sizing: border-box;
    border-radius: 50%;
    border-style: dashed;
    will-change: transform;
  }
  .big {
    left: 27px;
    top: 42px;
    width: 66px;
    height: 66px;
    border-width: 12px;
    border-color: ${colors.accent};
    box-shadow: inset 0 0 0 9px ${colors.accent};
    animation: ${spin} 3s linear infinite;
  }
  .small {
    left: 92px;
    top: 37px;
    width: 45px;
    height: 45px;
    border-width: 10px;
    border-color: ${colors.textOnDark};
    box-shadow: inset 0 0 0 6px ${colors.textOnDark};
    /* fewer teeth: the small gear turns faster, the other way round */
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
