/**
 * The editor's preview pane in the site's own look: the theme's emotion styles and the site's web fonts,
 * written as public/admin/preview.css with the font files beside it (src/admin/preview-pane.ts).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { CSSObject } from "@emotion/react";
import { renderStyleSheet } from "../src/lib/render-document";
import type { SiteTheme } from "../src/styles/theme";
import { fontWeights } from "../src/styles/theme";

/** The faces the site loads: family, package and the weights it uses. */
const FACES = [
  {
    family: "Inter",
    pkg: "@fontsource/inter",
    file: "inter-latin",
    weights: [fontWeights.regular, fontWeights.semibold],
  },
  {
    family: "Barlow Condensed",
    pkg: "@fontsource/barlow-condensed",
    file: "barlow-condensed-latin",
    weights: [fontWeights.semibold, fontWeights.bold],
  },
];

/** The pane's rules: the page's band (title, lead), then cards, tables and image grids. */
const previewStyles = ({ colors, fontSizes, fontWeights, fonts, lineHeights }: SiteTheme): CSSObject => ({
  body: {
    margin: 0,
    background: colors.surface,
    color: colors.text,
    font: `${fontWeights.regular} ${fontSizes.md}/${lineHeights.body} ${fonts.body}`,
  },
  ".page": { maxWidth: "72rem", margin: "0 auto" },
  ".band": {
    background: colors.ink,
    color: colors.textOnDark,
    padding: "2.5rem 1.5rem 2rem",
    h1: {
      margin: 0,
      font: `${fontWeights.bold} ${fontSizes.h1}/${lineHeights.tight} ${fonts.display}`,
      textTransform: "uppercase",
      letterSpacing: ".01em",
    },
    p: { margin: ".5rem 0 0", color: colors.textOnDarkMuted, fontSize: fontSizes.lg },
    ".accent": {
      display: "block",
      width: "3rem",
      height: ".25rem",
      background: colors.accent,
      marginBottom: "1rem",
    },
  },
  ".body": { padding: "1.5rem", display: "grid", gap: "1.5rem" },
  ".card": {
    background: colors.surfaceRaised,
    border: `1px solid ${colors.border}`,
    borderRadius: ".5rem",
    overflow: "hidden",
    ".text": { padding: "1rem 1.25rem" },
    img: {
      display: "block",
      width: "100%",
      aspectRatio: "3/2",
      objectFit: "cover",
      background: colors.surface,
    },
    "&.portrait": { maxWidth: "20rem", img: { aspectRatio: "1/1" } },
  },
  h2: {
    margin: "0 0 .75rem",
    font: `${fontWeights.semibold} ${fontSizes.h3}/${lineHeights.snug} ${fonts.display}`,
    textTransform: "uppercase",
  },
  ".label": {
    display: "block",
    color: colors.textMuted,
    fontSize: fontSizes.xs,
    textTransform: "uppercase",
    letterSpacing: ".06em",
  },
  table: { width: "100%", borderCollapse: "collapse", fontSize: fontSizes.sm },
  "th, td": { textAlign: "left", padding: ".5rem .75rem", borderBottom: `1px solid ${colors.border}` },
  th: { width: "40%", color: colors.textMuted, fontWeight: fontWeights.semibold },
  ".grid": {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
    gap: ".75rem",
    figure: { margin: 0 },
    img: { width: "100%", aspectRatio: "1/1", objectFit: "cover", borderRadius: ".25rem" },
  },
  figcaption: { fontSize: fontSizes.xs, color: colors.textMuted, marginTop: ".25rem" },
  a: { color: colors.accent },
});

/** Copies the fonts into `adminDir`/fonts and returns the stylesheet that uses them. */
export function writePreviewStyle(rootDir: string, adminDir: string): string {
  const projectRequire = createRequire(path.join(rootDir, "package.json"));
  fs.mkdirSync(path.join(adminDir, "fonts"), { recursive: true });
  const faces = FACES.flatMap(({ family, pkg, file, weights }) =>
    weights.map((weight): CSSObject => {
      const name = `${file}-${weight}-normal.woff2`;
      const from = path.join(path.dirname(projectRequire.resolve(`${pkg}/package.json`)), "files", name);
      fs.copyFileSync(from, path.join(adminDir, "fonts", name));
      return {
        "@font-face": {
          fontFamily: `"${family}"`,
          fontWeight: weight,
          fontDisplay: "swap",
          src: `url(fonts/${name}) format("woff2")`,
        },
      };
    }),
  );
  return `${renderStyleSheet([...faces, previewStyles])}\n`;
}
