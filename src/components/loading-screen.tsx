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
