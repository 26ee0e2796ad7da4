import { css, type Theme } from "@emotion/react";

/** The first stop of the keyboard: jumps past the header to `main#main`; visible only when focused. */
export function SkipLink() {
  return (
    <a href="#main" css={skipLinkStyles}>
      Skip to main content
    </a>
  );
}

const skipLinkStyles = ({ colors, space, radii, zIndices, fonts, fontWeights, shadows }: Theme) => css`
  position: fixed;
  top: ${space[2]};
  left: ${space[2]};
  z-index: ${zIndices.skipLink};
  padding: ${space[3]} ${space[5]};
  border-radius: ${radii.md};
  background: ${colors.accent};
  color: ${colors.onAccent};
  font-family: ${fonts.body};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  transform: translateY(calc(-100% - ${space[4]}));
  &:focus,
  &:focus-visible {
    transform: none;
    box-shadow: ${shadows.raised};
    color: ${colors.onAccent};
    outline: 3px solid ${colors.onAccent};
    outline-offset: -6px;
  }
`;
