import { css, type Theme } from "@emotion/react";

/** From this breakpoint the menu is one row of items; below it, the "Menu" toggle and its panel. */
export const NAV_WIDE = "xl" as const;

export const navStyles = (theme: Theme) => {
  const { colors, space, fonts, fontSizes, fontWeights, motion, mq, sizes, radii, shadows } = theme;
  const transition = `${motion.transition}ms ${motion.easing}`;
  return css`
    margin-left: auto;

    .menu,
    .submenu {
      list-style: none;
      margin: 0;
      padding: 0;
    }

    .menu-toggle {
      display: inline-flex;
      align-items: center;
      gap: ${space[2]};
      min-height: ${sizes.tapTarget};
      padding: 0 ${space[4]};
      border: 2px solid ${colors.borderOnDark};
      border-radius: ${radii.pill};
      background: transparent;
      color: ${colors.textOnDark};
      font-family: ${fonts.display};
      font-size: ${fontSizes.lg};
      font-weight: ${fontWeights.bold};
      letter-spacing: 0.08em;
      text-transform: uppercase;
      cursor: pointer;
      transition: border-color ${transition};
      &:hover,
      &[aria-expanded="true"] {
        border-color: ${colors.accentOnDark};
      }
    }

    .top-link {
      position: relative;
      display: inline-flex;
      align-items: center;
      gap: ${space[1]};
      min-height: ${sizes.tapTarget};
      border: 0;
      background: transparent;
      color: ${colors.textOnDark};
      font-family: ${fonts.display};
      font-weight: ${fontWeights.bold};
      letter-spacing: 0.06em;
      text-transform: uppercase;
      text-decoration: none;
      white-space: nowrap;
      cursor: pointer;
      &:hover {
        color: ${colors.textOnDark};
      }
    }

    /* Icons drawn in CSS (no icon code shipped): a chevron, and three bars that turn into a cross. */
    .chevron {
      flex: none;
      width: 0.45em;
      height: 0.45em;
      margin: 0 0.15em 0.25em 0.2em;
      border: solid currentColor;
      border-width: 0 2px 2px 0;
      transform: rotate(45deg);
      transition: transform ${transition};
    }
    [aria-expanded="true"] > .chevron {
      margin-bottom: -0.15em;
      transform: rotate(225deg);
    }
    .burger,
    .burger::before,
    .burger::after {
      display: block;
      width: 1.125rem;
      height: 2px;
      border-radius: 1px;
      background: currentColor;
      transition:
        transform ${transition},
        background-color ${transition};
    }
    .burger {
      position: relative;
      &::before,
      &::after {
        content: "";
        position: absolute;
        left: 0;
      }
      &::before {
        top: -6px;
      }
      &::after {
        top: 6px;
      }
    }
    [aria-expanded="true"] > .burger {
      background: transparent;
      &::before {
        transform: translateY(6px) rotate(45deg);
      }
      &::after {
        transform: translateY(-6px) rotate(-45deg);
      }
    }

    .sub-link {
      display: flex;
      align-items: center;
      min-height: ${sizes.tapTarget};
      padding: ${space[2]} ${space[4]};
      color: ${colors.textOnDark};
      font-size: ${fontSizes.sm};
      font-weight: ${fontWeights.semibold};
      text-decoration: none;
      border-left: 3px solid transparent;
      transition:
        background-color ${transition},
        border-color ${transition};
      &:hover {
        color: ${colors.textOnDark};
        background: ${colors.ink};
        border-left-color: ${colors.borderOnDark};
      }
      &[aria-current="page"] {
        color: ${colors.accentOnDark};
        border-left-color: ${colors.accent};
      }
    }

    :focus-visible {
      outline-color: ${colors.focusOnDark};
      outline-offset: -3px;
    }

    /* Collapsed: a full-width panel under the bar, over a dimmed page (the header stacks above it). */
    .nav-backdrop {
      position: fixed;
      inset: 0;
      z-index: -1;
      background: ${colors.ink}a6;
      ${mq.up(NAV_WIDE)} {
        display: none;
      }
    }
    ${mq.down(NAV_WIDE)} {
      .menu {
        display: none;
        position: absolute;
        top: 100%;
        left: 0;
        right: 0;
        max-height: calc(100vh - ${sizes.navHeight} - ${sizes.stripHeight});
        max-height: calc(100dvh - ${sizes.navHeight} - ${sizes.stripHeight});
        overflow-y: auto;
        overscroll-behavior: contain;
        padding: ${space[2]} 0 ${space[5]};
        background: ${colors.ink};
        border-top: 1px solid ${colors.borderOnDark};
        box-shadow: ${shadows.raised};
      }
      &[data-open="true"] .menu {
        display: block;
      }
      .menu > li {
        border-bottom: 1px solid ${colors.borderOnDark};
      }
      .top-link {
        width: 100%;
        justify-content: space-between;
        min-height: 3rem;
        padding: 0 ${space[4]};
        font-size: ${fontSizes.xl};
        text-align: left;
      }
      .top-link[aria-current="page"],
      .top-link[data-current="true"] {
        color: ${colors.accentOnDark};
        box-shadow: inset 4px 0 0 ${colors.accent};
      }
      .submenu {
        padding-bottom: ${space[2]};
        background: ${colors.inkSoft};
      }
      .sub-link {
        padding-left: ${space[6]};
        font-size: ${fontSizes.md};
      }

      /* Without JavaScript the toggle cannot work: show the whole menu in the page flow. */
      html:not(.js) & {
        width: 100%;
        .menu-toggle {
          display: none;
        }
        .menu {
          display: block;
          position: static;
          max-height: none;
          box-shadow: none;
        }
        .submenu[hidden] {
          display: block;
        }
      }
    }

    /* Expanded: one row of items; dropdown panels hang under their buttons. */
    ${mq.up(NAV_WIDE)} {
      .menu-toggle {
        display: none;
      }
      .menu {
        display: flex;
        align-items: center;
      }
      .dropdown {
        position: relative;
      }
      .top-link {
        padding: 0 ${space[3]};
        font-size: ${fontSizes.md};
        &::after {
          content: "";
          position: absolute;
          left: ${space[3]};
          right: ${space[3]};
          bottom: ${space[1]};
          height: 3px;
          border-radius: ${radii.sm};
          background: ${colors.accent};
          transform: scaleX(0);
          transform-origin: left;
          transition: transform ${transition};
        }
        &:hover::after,
        &[aria-expanded="true"]::after {
          transform: scaleX(1);
          background: ${colors.borderOnDark};
        }
        &[aria-current="page"]::after,
        &[data-current="true"]::after {
          transform: scaleX(1);
          background: ${colors.accent};
        }
      }
      .submenu {
        position: absolute;
        /* flush with the bottom of the bar */
        top: calc(100% + (${sizes.navHeight} - ${sizes.tapTarget}) / 2);
        left: 0;
        min-width: 15rem;
        padding: ${space[2]} 0;
        background: ${colors.inkSoft};
        border-top: 3px solid ${colors.accent};
        border-radius: 0 0 ${radii.md} ${radii.md};
        box-shadow: ${shadows.raised};
      }
      /* Without JavaScript a dropdown opens while hovered or focused. */
      html:not(.js) & .dropdown:hover > .submenu[hidden],
      html:not(.js) & .dropdown:focus-within > .submenu[hidden] {
        display: block;
      }
    }

    /* Forced colours repaint backgrounds: the bars keep the button's text colour, the current page is underlined. */
    @media (forced-colors: active) {
      .burger,
      .burger::before,
      .burger::after {
        forced-color-adjust: none;
        background: ButtonText;
      }
      [aria-expanded="true"] > .burger {
        background: transparent;
      }
      .top-link[aria-current="page"],
      .top-link[data-current="true"],
      .sub-link[aria-current="page"] {
        text-decoration: underline 3px;
        text-underline-offset: 0.3em;
      }
    }
  `;
};
