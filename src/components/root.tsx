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

/**
 * The shared shell around every page, kept mounted across client-side navigation. The server gives it
 * the footer to render; the browser gives none and keeps the server's (src/components/static-island.tsx).
 */
export function pageWrapper(footer?: ReactNode): WrapPage {
  return function wrapPageElement({ element, props }) {
    return (
      <Layout pathname={props.location.pathname} footer={footer}>
        {element}
      </Layout>
    );
  };
}
