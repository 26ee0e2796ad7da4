import { Global, css, type Theme } from "@emotion/react";

const styles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.sizes.navHeight} + ${theme.space[4]});
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.bg};
    overflow-x: hidden;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: 0.01em;
    margin: 0 0 ${theme.space[4]};
  }
  h1 {
    font-size: ${theme.fontSizes.h1};
    text-transform: uppercase;
  }
  h2 {
    font-size: ${theme.fontSizes.h2};
  }
  h3 {
    font-size: ${theme.fontSizes.h3};
  }
  p {
    margin: 0 0 ${theme.space[4]};
  }
  img,
  video {
    max-width: 100%;
    display: block;
  }
  a {
    color: ${theme.colors.accent};
    text-underline-offset: 0.15em;
  }
  a:hover {
    color: ${theme.colors.accentHover};
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  button {
    font: inherit;
  }
  table {
    border-collapse: collapse;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
