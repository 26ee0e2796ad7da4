import type { GatsbyBrowser } from "gatsby";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../styles/theme";

/** The theme around the whole app, pages and their <Head> alike; nothing else, to keep bundles small. */
export const wrapRootElement: NonNullable<GatsbyBrowser["wrapRootElement"]> = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);
