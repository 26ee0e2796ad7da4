import { css, type Theme } from "@emotion/react";
import { NAV_WIDE } from "./site-nav.styles";

export const headerStyles = ({ colors, sizes, zIndices, motion, shadows, mq, radii }: Theme) => {
  const transition = `${motion.transition}ms ${motion.easing}`;
  return css`
    position: fixed;
    top: 0;
    left: 0;
    right: 0;
    z-index: ${zIndices.header};
    transition: transform ${transition};
    &[data-scroll="down"] {
      transform: translateY(-${sizes.stripHeight});
    }

    .logo-strip {
      height: ${sizes.stripHeight};
      background: ${colors.strip};
      border-bottom: 1px solid ${colors.border};
    }

    .bar {
      position: relative;
      background: ${colors.inkGlass};
      transition:
        background-color ${transition},
        box-shadow ${transition};
      @supports (backdrop-filter: blur(8px)) {
        backdrop-filter: blur(8px);
      }
      /* With the phone menu open the bar is solid and unfiltered: a backdrop-filter would make the bar
         the box of the menu's fixed backdrop, which would then dim the bar alone, not the page. */
      &:has(nav[data-open="true"]) {
        background: ${colors.ink};
        backdrop-filter: none;
      }
    }
    &[data-scroll="down"] .bar {
      background: ${colors.ink};
      box-shadow:
        inset 0 -3px 0 ${colors.accent},
        ${shadows.raised};
    }

    .brand {
      display: inline-flex;
      align-items: center;
      flex: none;
      min-height: ${sizes.tapTarget};
      img {
        height: 2.25rem;
        width: auto;
      }
    }
    .brand:focus-visible {
      outline-color: ${colors.focusOnDark};
    }
    /* Forced colours repaint the bar in the system's Canvas (white in a light theme), where the white
       wordmark would vanish: it keeps the dark plate it is drawn for. */
    @media (forced-colors: active) {
      .brand img {
        forced-color-adjust: none;
        padding-inline: 0.25rem;
        background: ${colors.ink};
        border-radius: ${radii.sm};
      }
    }

    /* Without JavaScript below the wide menu the whole menu is shown: keep the header in the page flow. */
    ${mq.down(NAV_WIDE)} {
      html:not(.js) & {
        position: static;
      }
      html:not(.js) & .bar-inner {
        flex-wrap: wrap;
        height: auto;
        min-height: ${sizes.navHeight};
      }
    }
  `;
};

export const stripInnerStyles = ({ space }: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  height: 100%;
  img {
    height: 2rem;
    width: auto;
  }
`;

export const barInnerStyles = ({ space, sizes }: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  height: ${sizes.navHeight};
`;

export const spacerStyles = ({ colors, sizes, mq }: Theme) => css`
  height: calc(${sizes.stripHeight} + ${sizes.navHeight});
  background: ${colors.ink};
  ${mq.down(NAV_WIDE)} {
    html:not(.js) & {
      display: none;
    }
  }
`;
