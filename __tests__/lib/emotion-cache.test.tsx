import { createRoot, hydrateRoot } from "react-dom/client";
import { act } from "@testing-library/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { pageEmotionCache, SHEET_NAMES_ATTRIBUTE } from "../../src/lib/emotion-cache";

function Badge({ label }: { label: string }) {
  return <span css={{ color: "rgb(200, 0, 0)", padding: 4 }}>{label}</span>;
}

/**
 * The page as built (gatsby/style-sheet.tsx): its rules in one sheet in the head, naming them; an
 * island in the body. Rendered here by emotion in the browser into a detached element, which collects
 * the same rules and markup.
 */
async function builtPage(): Promise<HTMLStyleElement> {
  const rules = document.createElement("div");
  const markup = document.createElement("div");
  const server = createCache({ key: "css", container: rules, speedy: false });
  await act(async () => {
    createRoot(markup).render(
      <CacheProvider value={server}>
        <Badge label="Hi" />
      </CacheProvider>,
    );
  });
  const names = Object.keys(server.inserted).join(" ");
  document.head.innerHTML =
    `<style ${SHEET_NAMES_ATTRIBUTE}="${names}">${rules.textContent}</style>` +
    `<link rel="icon" href="/icon.png">`;
  document.body.innerHTML = `<div id="island">${markup.innerHTML}</div>`;
  return document.head.querySelector("style")!;
}

/** A style element's rules, written as text or inserted one by one (emotion's "speedy" mode). */
const cssOf = (style: HTMLStyleElement) =>
  style.textContent + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join("");

describe("the islands' emotion cache", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("leaves the page's sheet where it is, as does any emotion cache (moving it restyles the whole page)", async () => {
    const sheet = await builtPage();
    expect(sheet.getAttribute(SHEET_NAMES_ATTRIBUTE)).toMatch(/^\S+$/);
    expect(sheet.textContent).toContain("rgb(200, 0, 0)");
    const moves: MutationRecord[] = [];
    const observer = new MutationObserver((records) => moves.push(...records));
    observer.observe(document.head, { childList: true });
    createCache({ key: "css" }); // what importing @emotion/react does
    pageEmotionCache();
    moves.push(...observer.takeRecords());
    observer.disconnect();
    expect(moves).toEqual([]);
    expect(document.head.firstElementChild).toBe(sheet);
  });

  it("hydrates an island without writing its rules again, and adds only new ones, in a sheet of its own", async () => {
    await builtPage();
    const cache = pageEmotionCache();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(
          document.getElementById("island")!,
          <CacheProvider value={cache}>
            <Badge label="Hi" />
          </CacheProvider>,
        );
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(document.querySelectorAll("style")).toHaveLength(1);
    await act(async () => {
      createRoot(document.body.appendChild(document.createElement("div"))).render(
        <CacheProvider value={cache}>
          <span css={{ color: "rgb(0, 0, 200)", display: "flex", transition: "opacity 1s" }}>Other</span>
        </CacheProvider>,
      );
    });
    const sheets = document.querySelectorAll("style");
    expect(sheets).toHaveLength(2);
    expect(cssOf(sheets[1]!)).toMatch(/color: ?rgb\(0, 0, 200\)/);
    expect(cssOf(sheets[1]!)).not.toContain("rgb(200, 0, 0)");
    // As on the server (gatsby/style-sheet.tsx): no vendor prefixes.
    expect(cssOf(sheets[1]!)).toMatch(/display: ?flex/);
    expect(cssOf(sheets[1]!)).not.toMatch(/-(webkit|moz|ms)-/);
  });
});
