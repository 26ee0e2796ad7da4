import type { ReactElement, ReactNode } from "react";
import type { EmotionCache } from "@emotion/cache";
import { createEmotionCache, SHEET_NAMES_ATTRIBUTE } from "../src/lib/emotion-cache";

/**
 * A built page's styles as one sheet in its <head>, none in its body, so the browser never moves styles
 * before hydrating: an emotion cache in "compat" mode collects the rules instead of writing them inline
 * (emotion's internals: the assumption "emotion-compat" of gatsby/contract.ts). The sheet's
 * SHEET_NAMES_ATTRIBUTE lists every rule's name, which the islands' cache takes as already inserted.
 */
export function renderWithStyleSheet(
  element: ReactNode,
  render: (cache: EmotionCache, element: ReactNode) => string,
): { html: string; sheet: ReactElement } {
  const cache = createEmotionCache();
  cache.compat = true;
  const html = render(cache, element);
  const names = Object.keys(cache.inserted).filter((name) => typeof cache.inserted[name] === "string");
  const css = names.map((name) => cache.inserted[name] as string).join("");
  const sheet = (
    <style
      key="emotion-sheet"
      {...{ [SHEET_NAMES_ATTRIBUTE]: names.join(" ") }}
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
  return { html, sheet };
}
