import { css, type Theme } from "@emotion/react";

export type ButtonVariant = "primary" | "secondary";

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
  /* Colours at doubled specificity: a button-like link keeps its own text colour inside sections that
     colour their links (Section's dark tone), with no override where it is used. */
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

/**
 * Two blocks side by side from the lg breakpoint (widths in the ratio `left : right`), stacked above it.
 * `gap` is the stacked gap, a step of the spacing scale; side by side it is always space[8].
 */
export const splitStyles = (
  theme: Theme,
  [left, right]: readonly [number, number],
  { align = "start", gap = 7 }: { align?: "start" | "center"; gap?: 6 | 7 } = {},
) => css`
  display: grid;
  gap: ${theme.space[gap]};
  align-items: ${align};
  ${theme.mq.up("lg")} {
    grid-template-columns: minmax(0, ${left}fr) minmax(0, ${right}fr);
    gap: ${theme.space[8]};
  }
`;
