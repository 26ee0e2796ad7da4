/** @jest-environment node */
import { renderDocument, renderStyleSheet } from "../../src/lib/render-document";
import { theme } from "../../src/styles/theme";
import { readPage } from "../fixtures/page-dom";

function Badge({ children }: { children: string }) {
  return (
    <strong css={({ colors }) => ({ color: colors.accent, "@media print": { color: "black" } })}>
      {children}
    </strong>
  );
}

describe("renderDocument", () => {
  const html = renderDocument(
    <main>
      <h1>Figures &amp; more</h1>
      <Badge>20</Badge>
    </main>,
    { title: "A <report> & its title", global: ({ colors }) => ({ body: { background: colors.surface } }) },
  );

  it("makes a whole English page with its title, a viewport and the element as its body", () => {
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en"><head><meta charSet="utf-8"\/>/);
    const { document, page } = readPage(html);
    expect(document.title).toBe("A <report> & its title");
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute("content")).toContain(
      "width=device-width",
    );
    expect(page.getByRole("heading", { level: 1, name: "Figures & more" })).toBeTruthy();
    expect(page.getByText("20").tagName).toBe("STRONG");
  });

  it("puts every rule the page uses, from the site's theme, in one style element in the head", () => {
    const { document, window, page } = readPage(html);
    const sheets = document.querySelectorAll("style");
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.parentElement?.tagName).toBe("HEAD");
    const badge = page.getByText("20");
    expect(sheets[0]?.textContent).toContain(`.${badge.className}{color:${theme.colors.accent};}`);
    expect(sheets[0]?.textContent).toContain("@media print");
    expect(window.getComputedStyle(document.body).backgroundColor).toBe("rgb(244, 245, 247)");
    expect(html).not.toMatch(/<script/);
  });

  it("writes no style element for a page without rules", () => {
    expect(renderDocument(<p>plain</p>, { title: "Plain" })).not.toContain("<style");
  });
});

describe("renderStyleSheet", () => {
  it("writes element, class and font-face rules from the theme as a style sheet's text", () => {
    const css = renderStyleSheet([
      { "@font-face": { fontFamily: '"Inter"', src: "url(fonts/inter.woff2)" } },
      ({ colors }) => ({ body: { color: colors.text }, ".card": { img: { display: "block" } } }),
    ]);
    expect(css).toBe(
      `@font-face{font-family:"Inter";src:url(fonts/inter.woff2);}body{color:${theme.colors.text};}.card img{display:block;}`,
    );
  });
});
