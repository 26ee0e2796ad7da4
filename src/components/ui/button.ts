import { css, type Theme } from "@emotion/react";

export type ButtonVariant = "primary" | "secondary" | "ghostOnDark";

/** Shared look of buttons and button-like links (≥ 44 px tall targets). */
export const buttonStyles = (theme: Theme, variant: ButtonVariant = "primary") => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  padding: ${theme.space[2]} ${theme.space[5]};
  border-radius: ${theme.radii.pill};
  border: 2px solid transparent;
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.motion.transition}ms ${theme.motion.easing},
    color ${theme.motion.transition}ms ${theme.motion.easing},
    border-color ${theme.motion.transition}ms ${theme.motion.easing};
  ${
    variant === "primary" &&
    css`
      background: ${theme.colors.accent};
      color: ${theme.colors.onAccent};
      &:hover {
        background: ${theme.colors.accentHover};
        color: ${theme.colors.onAccent};
      }
    `
  }
  ${
    variant === "secondary" &&
    css`
      background: transparent;
      color: ${theme.colors.text};
      border-color: ${theme.colors.text};
      &:hover {
        background: ${theme.colors.text};
        color: ${theme.colors.bg};
      }
    `
  }
  ${
    variant === "ghostOnDark" &&
    css`
      background: transparent;
      color: ${theme.colors.textOnDark};
      border-color: ${theme.colors.textOnDark};
      &:hover {
        background: ${theme.colors.textOnDark};
        color: ${theme.colors.ink};
      }
    `
  }
  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Shared look of content cards. */
export const cardStyles = (theme: Theme) => css`
  background: ${theme.colors.surfaceRaised};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`;

/** A responsive auto-fill grid of cards, at least `min` wide each. */
export const gridStyles = (theme: Theme, min = "16rem") => css`
  display: grid;
  gap: ${theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(${min}, 100%), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`;
