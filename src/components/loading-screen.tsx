import { css, keyframes, type Theme } from "@emotion/react";
import { LOADING_COVER_ATTRIBUTE } from "../lib/loading-cover";

/**
 * The loading screen over the first view of a session: in every page's HTML, shown and hidden only by the
 * inline <head> script (src/lib/loading-screen.ts), so a view is covered from its first frame or never.
 * A picture over a complete page: hidden from assistive technology, nothing under it inert.
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

/** Two gears in CSS (teeth a dashed border, hub an inset shadow), animating only `transform`. */
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
  /* Where each gear sits in the box and its size (teeth: border width, hub: inset ring), in px. */
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
  /* Fewer teeth: the small gear turns faster, the other way round. */
  .small {
    left: 92px;
    top: 37px;
    width: 45px;
    height: 45px;
    border-width: 10px;
    border-color: ${colors.textOnDark};
    box-shadow: inset 0 0 0 6px ${colors.textOnDark};
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
