import type { ReactElement, ReactNode } from "react";
import type { EmotionCache } from "@emotion/cache";
import { createEmotionCache, SHEET_NAMES_ATTRIBUTE } from "../src/lib/emotion-cache";

/**
 * A built page's styles as one sheet in its <head>, none in its body, so the browser never moves styles
 * before hydrating: an emotion cache in "compat" mode collects the rules instead of writing them inline
 * (emotion's internals: the assumption "emotion-compat" of gatsby/contract.ts). The sheet's
 * SHEET_NAMES_ATTRIBUTE lists every rule's name, which the islands' cache takes as already inserted.
 */
export const STYLE_SHEET_KEY = "emotion-sheet";

export function renderWithStyleSheet(
  element: ReactNode,
  render: (cache: EmotionCache, element: ReactNode) => string,
): { html: string; sheet: ReactElement } {
  const cache = createEmotionCache();
  cache.compat = true;
  const html = render(cache, element);
  const names = Object.keys(cache.inserted).filter((name) => typeof cache.inserted[name] === "string");
  const css = names.map((name) => cache.inserted[name] as string).join("");
  if (/<style[\s>]/.test(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ""))) {
    throw new Error(
      "gatsby/style-sheet.tsx: [emotion-compat] the page's body still holds a <style> element after rendering with emotion's " +
        "compat cache: emotion's server rendering has changed, and its rules would be written twice",
    );
  }
  // An empty body is `gatsby develop`'s shell for a page it cannot render yet (gatsby-browser.tsx).
  if (names.length === 0 && html !== "") {
    throw new Error(
      "gatsby/style-sheet.tsx: [emotion-compat] emotion collected no rules for this page: its server rendering has changed",
    );
  }
  const sheet = (
    <style
      key={STYLE_SHEET_KEY}
      {...{ [SHEET_NAMES_ATTRIBUTE]: names.join(" ") }}
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
  return { html, sheet };
}
