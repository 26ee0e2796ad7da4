// The launch report's two pages (launch-page.tsx, launch-crops.tsx) in the site's colours and type: their
// shared element rules, each page adding its own.
import type { CSSObject } from "@emotion/react";
import type { SiteTheme } from "../../src/styles/theme";

/** Body, content column, code, figures: the same on both pages; the column `width` wide. */
export const reportStyles = ({ colors, fonts, space }: SiteTheme, width: string): CSSObject => ({
  body: { margin: 0, font: `16px/1.5 ${fonts.body}`, color: colors.text, background: colors.surface },
  main: { maxWidth: width, margin: "0 auto", padding: space[5] },
  code: { font: "0.9em ui-monospace, monospace", overflowWrap: "anywhere" },
  figure: { margin: 0 },
  img: { display: "block", background: colors.surface },
});

/** A white card on the page's grey. */
export const card = ({ colors, radii, space }: SiteTheme): CSSObject => ({
  background: colors.surfaceRaised,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  padding: space[3],
});
