import { Global, css, type Theme } from "@emotion/react";

const styles = (theme: Theme) => css`
  /* Fallback faces: a system font resized to the web font's metrics, so text painted before the web
     font arrives (it loads after the largest paint) keeps its place after the swap. One face per system
     font a visitor may have, each with its own metrics, since the overrides belong to the face: Arial
     (Windows, macOS, iOS; Liberation Sans has the same widths), Roboto (Android) and DejaVu Sans
     (Linux without Liberation, as on a fresh Debian with its Chromium). Chrome matches local() by exact
     face name only. size-adjust is the web font's width over the system font's, measured over the
     site's headings (Barlow Condensed Bold, upper and mixed case) and body text (Inter); ascent and
     descent are the web font's (Inter 0.969/0.241 em, Barlow Condensed 1.0/0.2 em) divided by it. */
  @font-face {
    font-family: "Inter Fallback";
    src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans");
    ascent-override: 90.49%;
    descent-override: 22.56%;
    line-gap-override: 0%;
    size-adjust: 107.06%;
  }
  @font-face {
    font-family: "Inter Fallback Roboto";
    src: local("Roboto"), local("Roboto-Regular");
    ascent-override: 90.31%;
    descent-override: 22.49%;
    line-gap-override: 0%;
    size-adjust: 107.27%;
  }
  @font-face {
    font-family: "Inter Fallback DejaVu";
    src: local("DejaVu Sans"), local("DejaVuSans");
    ascent-override: 101.79%;
    descent-override: 25.35%;
    line-gap-override: 0%;
    size-adjust: 95.17%;
  }
  @font-face {
    font-family: "Barlow Condensed Fallback";
    src:
      local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold");
    font-weight: 700;
    ascent-override: 137.36%;
    descent-override: 27.47%;
    line-gap-override: 0%;
    size-adjust: 72.8%;
  }
  @font-face {
    font-family: "Barlow Condensed Fallback Roboto";
    src: local("Roboto Bold"), local("Roboto-Bold");
    font-weight: 700;
    ascent-override: 131.58%;
    descent-override: 26.32%;
    line-gap-override: 0%;
    size-adjust: 76%;
  }
  @font-face {
    font-family: "Barlow Condensed Fallback DejaVu";
    src: local("DejaVu Sans Bold"), local("DejaVuSans-Bold");
    font-weight: 700;
    ascent-override: 161.29%;
    descent-override: 32.26%;
    line-gap-override: 0%;
    size-adjust: 62%;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* The fixed header (logo strip + bar) never hides what receives focus or an anchor jump;
       the floating scroll-to-top button never hides the bottom of it. */
    scroll-padding-top: calc(${theme.sizes.stripHeight} + ${theme.sizes.navHeight} + ${theme.space[4]});
    scroll-padding-bottom: calc(${theme.sizes.tapTarget} + ${theme.space[6]});
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
    overflow-x: clip;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  /* Footer at the bottom of short pages. */
  #gatsby-focus-wrapper {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
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
    text-wrap: balance;
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
  strong,
  b {
    font-weight: ${theme.fontWeights.bold};
  }
  img,
  video,
  svg {
    max-width: 100%;
  }
  img,
  picture,
  video {
    display: block;
    height: auto;
  }
  /* ui/Picture's image fills its picture. Set here, not on the <img>: emotion would write its <style>
     between the <source>s and the <img>, and Chrome's preload scanner then fetches the JPEG as well. */
  picture > img {
    width: 100%;
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
  /* Elements focused by script only (the page's h1 after navigation, main) show no ring. */
  [tabindex="-1"]:focus {
    outline: none;
  }
  button {
    font: inherit;
  }
  /* The file picker (the resume on /apply): the box is the form's field look (forms/field.tsx), its
     button the site's secondary button, smaller to sit inside the box. Here rather than in the form's
     styles: global styles ship no JavaScript. */
  input[type="file"] {
    padding: ${theme.space[1]};
    color: ${theme.colors.textMuted};
    cursor: pointer;
    &[aria-invalid="true"] {
      padding-inline-start: ${theme.space[1]};
    }
  }
  ::file-selector-button {
    min-height: 2rem;
    margin-inline-end: ${theme.space[3]};
    padding: 0 ${theme.space[4]};
    border: 2px solid ${theme.colors.text};
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.text};
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    cursor: pointer;
    transition:
      background-color ${theme.motion.transition}ms ${theme.motion.easing},
      color ${theme.motion.transition}ms ${theme.motion.easing};
  }
  input[type="file"]:hover::file-selector-button {
    background: ${theme.colors.text};
    color: ${theme.colors.bg};
  }
  table {
    border-collapse: collapse;
  }
  ::selection {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
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
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
