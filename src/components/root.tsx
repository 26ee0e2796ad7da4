import type { ReactNode } from "react";
import type { GatsbyBrowser } from "gatsby";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../styles/theme";
import { Layout } from "./layout";

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"]>;
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>;

/** The theme around the whole app, pages and their <Head> alike (shared by gatsby-browser and gatsby-ssr). */
export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);

/** What only the server renders into the shell (gatsby-ssr), and `gatsby develop` in the browser. */
export interface ServerRendered {
  /** GlobalStyles: emotion moves the server's global style sheet into the head, where it stays. */
  globalStyles?: ReactNode;
  /** SiteFooter: a built page's browser keeps the server's markup (src/components/static-island.tsx). */
  footer?: ReactNode;
}

/**
 * The shared shell around every page, kept mounted across client-side navigation. The server gives it
 * the global styles and the footer to render; a built page's browser gives neither, and so never
 * downloads their code.
 */
export function pageWrapper({ globalStyles, footer }: ServerRendered = {}): WrapPage {
  return function wrapPageElement({ element, props }) {
    return (
      <Layout pathname={props.location.pathname} globalStyles={globalStyles} footer={footer}>
        {element}
      </Layout>
    );
  };
}
