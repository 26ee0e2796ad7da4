/** @jsxRuntime automatic */
/** @jsxImportSource @emotion/react */
// The one renderer of the whole HTML pages the project makes outside Gatsby (the forms server's pages, the
// sponsors' report, the launch report): a React element rendered to static markup under the site's theme,
// its rules collected by the site's emotion cache in compat mode into one <style> in the head. No script.
// The JSX pragmas above hold where tsx does not apply tsconfig.json to a file.

import { CacheProvider, Global, ThemeProvider, type Interpolation, type Theme } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { theme } from "../styles/theme";
import { createEmotionCache } from "./emotion-cache";

export interface DocumentOptions {
  /** The page's <title>. */
  title: string;
  /** The page's own element rules (body, @page, headings…), from the theme like any component's. */
  global?: Interpolation<Theme>;
  /** More of the head, after the charset and viewport (a robots meta…). */
  head?: ReactNode;
}

/** A style sheet of `styles` (element and class rules, @font-face…): a CSS file's text, from the theme. */
export function renderStyleSheet(styles: Interpolation<Theme>): string {
  const cache = createEmotionCache();
  cache.compat = true;
  renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <Global styles={styles} />
      </ThemeProvider>
    </CacheProvider>,
  );
  return Object.values(cache.inserted)
    .filter((rules) => typeof rules === "string")
    .join("");
}

/** `body`'s content as a whole page: "<!DOCTYPE html>" (as Gatsby writes it) and the <html> element, styles in its head. */
export function renderDocument(body: ReactElement, { title, global, head }: DocumentOptions): string {
  const cache = createEmotionCache();
  cache.compat = true;
  const { html, css } = createEmotionServer(cache).extractCritical(
    renderToStaticMarkup(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          {global !== undefined && <Global styles={global} />}
          {body}
        </ThemeProvider>
      </CacheProvider>,
    ),
  );
  const page = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head}
        <title>{title}</title>
        {css && <style dangerouslySetInnerHTML={{ __html: css }} />}
      </head>
      <body dangerouslySetInnerHTML={{ __html: html }} />
    </html>,
  );
  return `<!DOCTYPE html>\n${page}\n`;
}
