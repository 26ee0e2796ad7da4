/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { renderWithStyleSheet } from "../../gatsby/style-sheet";
import { LoadingScreen } from "../../src/components/loading-screen";
import { theme } from "../../src/styles/theme";

describe("loading screen on the server", () => {
  it("is in the page's HTML, hidden unless the head script covers the page, and hidden from assistive tech", () => {
    const { html, sheet } = renderWithStyleSheet(
      <ThemeProvider theme={theme}>
        <LoadingScreen />
        <main>
          <h1>Events that we Participate in</h1>
        </main>
      </ThemeProvider>,
      (cache, element) => renderToString(<CacheProvider value={cache}>{element}</CacheProvider>),
    );
    const css = renderToString(sheet);
    expect(html).toContain("Events that we Participate in");
    expect(html).toMatch(/<div class="loading-screen [^"]*" aria-hidden="true">/);
    expect(html).toContain("loading...");
    // Nothing in it takes focus, and it makes nothing under it inert.
    expect(html).not.toMatch(/tabindex|<button|<a |inert/);
    const className = /class="loading-screen ([^"]*)"/.exec(html)![1];
    // Hidden by default; shown only under <html data-loading-cover>, which the head script sets.
    expect(css).toContain(`.${className}{display:none;`);
    expect(css).toContain(`html[data-loading-cover] .${className}{display:flex;}`);
  });
});
