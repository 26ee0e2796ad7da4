import { css, type Theme } from "@emotion/react";

export const footerStyles = (theme: Theme) => {
  const { colors, space, fonts, fontSizes, fontWeights, radii, shadows, sizes, mq, motion } = theme;
  const transition = `${motion.transition}ms ${motion.easing}`;
  return css`
    background: ${colors.ink};
    color: ${colors.textOnDarkMuted};
    border-top: 4px solid ${colors.accent};
    padding-top: ${space[8]};
    font-size: ${fontSizes.sm};

    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    a {
      color: ${colors.textOnDarkMuted};
      text-decoration: none;
      transition: color ${transition};
      &:hover {
        color: ${colors.textOnDark};
        text-decoration: underline;
      }
    }
    :focus-visible {
      outline-color: ${colors.focusOnDark};
    }

    .columns {
      display: grid;
      gap: ${space[7]} ${space[5]};
      /* phones: the two link lists side by side, Follow Us and Contact Us full width */
      grid-template-columns: repeat(2, minmax(0, 1fr));
      > section {
        grid-column: 1 / -1;
      }
      ${mq.up("sm")} {
        column-gap: ${space[6]};
        > section {
          grid-column: auto;
        }
      }
      ${mq.up("lg")} {
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto minmax(0, 1.4fr);
      }
    }
    /* The two link lists in the first two columns, their headings and links on shared rows (nested
       subgrids, --link-rows of them), so a label wrapping to two lines keeps the other list level. */
    .link-lists {
      grid-column: span 2;
      display: grid;
      grid-template-columns: subgrid;
      grid-template-rows: repeat(var(--link-rows), auto);
      > section {
        display: grid;
        grid-row: 1 / -1;
        grid-template-rows: subgrid;
      }
      .links {
        display: grid;
        grid-row: 2 / -1;
        grid-template-rows: subgrid;
      }
      li {
        display: flex;
        align-items: center;
      }
    }

    h2 {
      margin: 0 0 ${space[4]};
      color: ${colors.textOnDark};
      font-size: ${fontSizes.xl};
      letter-spacing: 0.08em;
      text-transform: uppercase;
      &::after {
        content: "";
        display: block;
        width: 2.5rem;
        height: 3px;
        margin-top: ${space[2]};
        background: ${colors.accent};
      }
    }

    .links a {
      display: inline-flex;
      align-items: center;
      min-height: ${sizes.tapTarget};
      text-wrap: balance;
    }

    .socials {
      display: flex;
      flex-wrap: wrap;
      gap: ${space[2]};
      ${mq.up("lg")} {
        flex-wrap: nowrap;
      }
    }
    .social {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: ${sizes.tapTarget};
      height: ${sizes.tapTarget};
      border: 1px solid ${colors.borderOnDark};
      border-radius: ${radii.pill};
      background: transparent;
      color: ${colors.textOnDark};
      cursor: pointer;
      transition:
        background-color ${transition},
        border-color ${transition};
      &:hover,
      &[aria-expanded="true"],
      &.instagram:has(+ .popup:popover-open) {
        color: ${colors.onAccent};
        background: ${colors.accent};
        border-color: ${colors.accent};
        text-decoration: none;
      }
    }
    /* A native popover (top layer): under its button where the browser can anchor it there, in the
       middle of the screen where it cannot. */
    .instagram {
      anchor-name: --instagram-accounts;
    }
    .popup {
      min-width: 13rem;
      margin: auto;
      color: ${colors.textOnDark};
      @supports (position-area: bottom) {
        position-anchor: --instagram-accounts;
        position-area: bottom span-right;
        position-try-fallbacks: flip-block, flip-inline;
        inset: auto;
        margin: ${space[3]} 0;
      }
      padding: ${space[3]} ${space[2]} ${space[2]};
      background: ${colors.inkSoft};
      border: 1px solid ${colors.borderOnDark};
      border-top: 3px solid ${colors.accent};
      border-radius: ${radii.md};
      box-shadow: ${shadows.raised};
      a {
        display: flex;
        align-items: center;
        gap: ${space[2]};
        min-height: ${sizes.tapTarget};
        padding: 0 ${space[3]};
        border-radius: ${radii.sm};
        color: ${colors.textOnDark};
        font-weight: ${fontWeights.semibold};
        &:hover {
          background: ${colors.ink};
        }
      }
    }
    .popup-title {
      margin: 0 ${space[3]} ${space[1]};
      font-family: ${fonts.display};
      font-size: ${fontSizes.sm};
      font-weight: ${fontWeights.bold};
      letter-spacing: 0.08em;
      text-transform: uppercase;
      color: ${colors.textOnDarkMuted};
    }

    address {
      font-style: normal;
    }
    .contact-row {
      display: flex;
      align-items: flex-start;
      gap: ${space[3]};
      margin: 0 0 ${space[2]};
      svg {
        flex: none;
        margin-top: 0.3em;
        color: ${colors.accentOnDark};
      }
    }
    .contact-list .contact-row {
      align-items: center;
      margin: 0;
      min-height: ${sizes.tapTarget};
      svg {
        margin-top: 0;
      }
      a {
        display: inline-flex;
        align-items: center;
        min-height: ${sizes.tapTarget};
      }
    }

    .bottom {
      display: flex;
      flex-direction: column;
      gap: ${space[3]};
      margin-top: ${space[8]};
      padding-block: ${space[5]};
      border-top: 1px solid ${colors.borderOnDark};
      font-size: ${fontSizes.xs};
      p {
        margin: 0;
      }
      ${mq.up("lg")} {
        flex-direction: row;
        align-items: center;
        justify-content: space-between;
      }
    }
    .credits {
      display: flex;
      flex-wrap: wrap;
      gap: ${space[2]} ${space[5]};
      li {
        display: flex;
        align-items: center;
        gap: ${space[1]};
      }
      strong {
        color: ${colors.textOnDark};
        font-weight: ${fontWeights.semibold};
      }
    }
    .credit-link {
      display: inline-flex;
      align-items: center;
      min-height: ${sizes.tapTarget};
      padding-inline: ${space[2]};
      text-decoration: underline;
      text-underline-offset: 0.2em;
    }
  `;
};
