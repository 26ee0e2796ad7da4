/**
 * @jest-environment node
 */
import { renderToString, renderToStaticMarkup } from "react-dom/server";
import { CacheProvider } from "@emotion/react";
import { renderWithStyleSheet } from "../../gatsby/style-sheet";
import { SHEET_NAMES_ATTRIBUTE } from "../../src/lib/emotion-cache";

function Badge({ label }: { label: string }) {
  return <span css={{ color: "rgb(200, 0, 0)", padding: 4 }}>{label}</span>;
}

describe("a built page's emotion rules", () => {
  it("are one sheet for the head, naming its rules, and the body holds no style", () => {
    const { html, sheet } = renderWithStyleSheet(<Badge label="Hi" />, (cache, element) =>
      renderToString(<CacheProvider value={cache}>{element}</CacheProvider>),
    );
    const markup = renderToStaticMarkup(sheet);
    const className = html.match(/class="(css-[^"]+)"/)![1]!;
    expect(markup).toContain(`${SHEET_NAMES_ATTRIBUTE}="${className.replace(/^css-/, "")}"`);
    expect(markup).toContain(`.${className}{color:rgb(200, 0, 0);padding:4px;}`);
    expect(html).not.toContain("<style");
    // Not emotion's own attribute: emotion in the browser would move the sheet (src/lib/emotion-cache.ts).
    expect(markup).not.toContain("data-emotion=");
  });

  it("are written without vendor prefixes, but those the styles write themselves", () => {
    function Row() {
      return (
        <div
          css={{
            display: "flex",
            alignItems: "center",
            transform: "translateY(2px)",
            transition: "opacity 1s",
            WebkitUserSelect: "all",
            userSelect: "all",
          }}
        />
      );
    }
    const { sheet } = renderWithStyleSheet(<Row />, (cache, element) =>
      renderToString(<CacheProvider value={cache}>{element}</CacheProvider>),
    );
    const css = renderToStaticMarkup(sheet);
    expect(css).toContain(
      "{display:flex;align-items:center;transform:translateY(2px);transition:opacity 1s;" +
        "-webkit-user-select:all;user-select:all;}",
    );
    expect(css.match(/-(webkit|moz|ms)-/g)).toEqual(["-webkit-"]);
  });
});
