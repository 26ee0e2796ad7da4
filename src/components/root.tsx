import type { GatsbyBrowser } from "gatsby";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../styles/theme";

/**
 * The theme around the whole app, pages and their <Head> alike (gatsby-ssr, and gatsby-browser for
 * `gatsby develop`). It holds nothing else, so the browser's bundles that import it stay small.
 */
export const wrapRootElement: NonNullable<GatsbyBrowser["wrapRootElement"]> = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);
