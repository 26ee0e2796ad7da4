import type { GatsbySSR } from "gatsby";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../styles/theme";

/**
 * The theme around every page and its <Head> as the server renders them (gatsby-ssr); in the browser
 * each island gets the theme from src/lib/hydrate-islands.tsx.
 */
export const wrapRootElement: NonNullable<GatsbySSR["wrapRootElement"]> = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);
