import type { ReactElement, ReactNode } from "react";
import type { EmotionCache } from "@emotion/cache";
import { createEmotionCache, SHEET_NAMES_ATTRIBUTE } from "../src/lib/emotion-cache";

/**
 * A built page's styles as one sheet in its <head>, none in its body.
 *
 * By default emotion's server rendering writes a <style> before each styled element (75 of them in the
 * home page's body), and in the browser emotion's cache moves every one of them into the head before
 * React hydrates, so the browser recomputes the whole page's styles once more, on the main thread, while
 * the visitor waits. Rendered here with a cache in emotion's "compat" mode, the rules are collected
 * instead of written inline, and the page gets them as one <style> in the head. Its
 * `data-emotion-sheet` attribute lists every rule's name, so the islands' emotion cache
 * (src/lib/emotion-cache.ts) knows them as already inserted and hydrates without writing a rule again.
 * It is not emotion's `data-emotion`, which would make emotion move the sheet in the browser.
 * `compat` and `inserted` are emotion's internals: the assumption "emotion-compat" of gatsby/contract.ts.
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
