import { css, type Theme } from "@emotion/react";

/** Shared look of buttons and button-like links (≥ 44 px tall targets). */
export const buttonStyles = (theme: Theme, variant: "primary" | "secondary" = "primary") => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.tapTarget};
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
  /* Colours at doubled specificity: a button-like link keeps its text colour in a dark Section. */
  ${
    variant === "primary" &&
    css`
      background: ${theme.colors.accent};
      &:hover {
        background: ${theme.colors.accentHover};
      }
      &&,
      &&:hover {
        color: ${theme.colors.onAccent};
      }
    `
  }
  ${
    variant === "secondary" &&
    css`
      background: transparent;
      border-color: ${theme.colors.text};
      &:hover {
        background: ${theme.colors.text};
      }
      && {
        color: ${theme.colors.text};
      }
      &&:hover {
        color: ${theme.colors.bg};
      }
    `
  }
  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The raised surface of a card (background, rounded corners, shadow), for a card's own style object. */
export const cardSurface = (theme: Theme) => ({
  background: theme.colors.surfaceRaised,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.card,
});

/** Shared look of content cards. */
export const cardStyles = (theme: Theme) => css`
  background: ${theme.colors.surfaceRaised};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`;
