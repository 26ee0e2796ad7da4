/**
 * The editor's preview pane in the site's own look: its colours, type faces and sizes (src/styles/theme.ts)
 * and the web fonts the site serves, written as public/admin/preview.css with the font files beside it.
 * src/admin/start.ts registers it and lays every entry out as the site's cards and tables do.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { colors, fontSizes, fontWeights, fonts, lineHeights } from "../src/styles/theme";

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

/** Copies the fonts into `adminDir`/fonts and returns the stylesheet that uses them. */
export function writePreviewStyle(rootDir: string, adminDir: string): string {
  const projectRequire = createRequire(path.join(rootDir, "package.json"));
  fs.mkdirSync(path.join(adminDir, "fonts"), { recursive: true });
  const faces = FACES.flatMap(({ family, pkg, file, weights }) =>
    weights.map((weight) => {
      const name = `${file}-${weight}-normal.woff2`;
      const from = path.join(path.dirname(projectRequire.resolve(`${pkg}/package.json`)), "files", name);
      fs.copyFileSync(from, path.join(adminDir, "fonts", name));
      return `@font-face{font-family:"${family}";font-weight:${weight};font-display:swap;src:url(fonts/${name}) format("woff2")}`;
    }),
  );
  return `${[
    ...faces,
    `body{margin:0;background:${colors.surface};color:${colors.text};font:${fontWeights.regular} ${fontSizes.md}/${lineHeights.body} ${fonts.body}}`,
    `.page{max-width:72rem;margin:0 auto}`,
    `.band{background:${colors.ink};color:${colors.textOnDark};padding:2.5rem 1.5rem 2rem}`,
    `.band h1{margin:0;font:${fontWeights.bold} ${fontSizes.h1}/${lineHeights.tight} ${fonts.display};text-transform:uppercase;letter-spacing:.01em}`,
    `.band p{margin:.5rem 0 0;color:${colors.textOnDarkMuted};font-size:${fontSizes.lg}}`,
    `.band .accent{display:block;width:3rem;height:.25rem;background:${colors.accent};margin-bottom:1rem}`,
    `.body{padding:1.5rem;display:grid;gap:1.5rem}`,
    `.card{background:${colors.surfaceRaised};border:1px solid ${colors.border};border-radius:.5rem;overflow:hidden}`,
    `.card .text{padding:1rem 1.25rem}`,
    `.card img{display:block;width:100%;aspect-ratio:3/2;object-fit:cover;background:${colors.surface}}`,
    `.card.portrait{max-width:20rem}.card.portrait img{aspect-ratio:1/1}`,
    `h2{margin:0 0 .75rem;font:${fontWeights.semibold} ${fontSizes.h3}/${lineHeights.snug} ${fonts.display};text-transform:uppercase}`,
    `.label{display:block;color:${colors.textMuted};font-size:${fontSizes.xs};text-transform:uppercase;letter-spacing:.06em}`,
    `table{width:100%;border-collapse:collapse;font-size:${fontSizes.sm}}`,
    `th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid ${colors.border}}th{width:40%;color:${colors.textMuted};font-weight:${fontWeights.semibold}}`,
    `.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.75rem}`,
    `.grid figure{margin:0}.grid img{width:100%;aspect-ratio:1/1;object-fit:cover;border-radius:.25rem}`,
    `figcaption{font-size:${fontSizes.xs};color:${colors.textMuted};margin-top:.25rem}`,
    `a{color:${colors.accent}}`,
  ].join("\n")}\n`;
}
