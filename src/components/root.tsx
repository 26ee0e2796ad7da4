import type { GatsbyBrowser } from "gatsby";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../styles/theme";
import { GlobalStyles } from "../styles/global-styles";
import { Layout } from "./layout";

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"]>;
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>;

/** Theme and global styles around the whole app (shared by gatsby-browser and gatsby-ssr). */
export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyles />
    {element}
  </ThemeProvider>
);

/** The shared shell around every page, kept mounted across client-side navigation. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
