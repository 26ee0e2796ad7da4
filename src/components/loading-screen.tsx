import { css, keyframes, type Theme } from "@emotion/react";
import { LOADING_COVER_ATTRIBUTE } from "../lib/loading-cover";

export { LOADING_SCREEN_KEY } from "../lib/loading-screen";

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

interface Gear {
  /** Where the gear sits in the 150 × 120 px box of the two gears, and its outer diameter, in px. */
  left: number;
  top: number;
  size: number;
  /** The width of the dashed border that draws its teeth, in px. */
  teeth: number;
  /** The width of the inset ring that draws its hub, in px. */
  hub: number;
  color: keyof Theme["colors"];
  /** The time of one turn; `reverse` turns it the other way. */
  turnSeconds: number;
  reverse?: boolean;
}

const BIG_GEAR: Gear = { left: 27, top: 42, size: 66, teeth: 12, hub: 9, color: "accent", turnSeconds: 3 };

/** Fewer teeth: the small gear turns faster, the other way round. */
const SMALL_GEAR: Gear = {
  left: 92,
  top: 37,
  size: 45,
  teeth: 10,
  hub: 6,
  color: "textOnDark",
  turnSeconds: 2.1,
  reverse: true,
};

/** One gear's place, size, colour and turn (what the two gears share is the `.gear` rule). */
const gearStyles = (colors: Theme["colors"], gear: Gear) => {
  const { left, top, size, teeth, hub, turnSeconds, reverse = false } = gear;
  const color = colors[gear.color];
  return css`
    left: ${left}px;
    top: ${top}px;
    width: ${size}px;
    height: ${size}px;
    border-width: ${teeth}px;
    border-color: ${color};
    box-shadow: inset 0 0 0 ${hub}px ${color};
    animation: ${spin} ${turnSeconds}s linear infinite${reverse ? " reverse" : ""};
  `;
};

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
  .big {
    ${gearStyles(colors, BIG_GEAR)}
  }
  .small {
    ${gearStyles(colors, SMALL_GEAR)}
  }

  p {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
    letter-spacing: 0.2em;
  }
`;
