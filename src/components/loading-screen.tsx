import { css, keyframes, type Theme } from "@emotion/react";
import { LOADING_COVER_ATTRIBUTE } from "../lib/loading-cover";

export { LOADING_SCREEN_KEY } from "../lib/loading-screen";

/**
 * The loading screen: "loading..." with turning gears over the page for the configured time from the
 * start of the first page view in a browser session. It is in every page's server HTML and hidden unless
 * the inline <head> script (src/lib/loading-screen.ts) decided before the first paint that this view shows
 * it; that script also hides it, when its time is up or at the visitor's first key or press. So a view is
 * covered from its first frame or never: no page the visitor has started reading is taken away, no bundle
 * is needed to show or hide it, and it never shows without JavaScript or under prefers-reduced-motion.
 *
 * It is a picture over a page that is already complete: hidden from assistive technology (the page under
 * it is there to read), nothing in it takes focus, and nothing under it is made inert.
 */
export function LoadingScreen() {
  return (
    <div className="loading-screen" aria-hidden="true" css={overlayStyles}>
      <div className="gears">
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

/**
 * Two meshing gears drawn by CSS on plain HTML elements: the teeth are a dashed border, the hub an inset
 * shadow. Only `transform` is animated, on HTML elements, so the compositor runs the animation and the
 * main thread (the page's scripts) does no work for it; hidden, the screen animates nothing.
 */
const overlayStyles = ({ colors, fonts, fontSizes, fontWeights, space, zIndices }: Theme) => css`
  display: none;
  html[${LOADING_COVER_ATTRIBUTE}] & {
    display: flex;
  }
  @media print {
    html[${LOADING_COVER_ATTRIBUTE}] & {
      display: none;
    }
  }
  position: fixed;
  inset: 0;
  z-index: ${zIndices.loader};
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[4]};
  background: ${colors.ink};
  color: ${colors.textOnDark};
  cursor: progress;

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
