import type { GatsbyBrowser } from "gatsby";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../styles/theme";
import { Layout } from "./layout";

type WrapRoot = NonNullable<GatsbyBrowser["wrapRootElement"]>;
type WrapPage = NonNullable<GatsbyBrowser["wrapPageElement"]>;

/** The theme around the whole app, pages and their <Head> alike. */
export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);

/** Every page in the shared shell (src/components/layout.tsx). */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
