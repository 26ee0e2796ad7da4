import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The names of the rules on the page's one <style> of emotion rules (gatsby/style-sheet.tsx); not emotion's
 * own `data-emotion`, which makes every browser cache move the sheet and so restyle the page.
 */
export const SHEET_NAMES_ATTRIBUTE = "data-emotion-sheet";

/**
 * An emotion cache as the site makes every one, server and browser: class names `css-<hash>`, and no vendor
 * prefixes (a prefix a current browser still needs is written beside the property in the styles).
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: "css", stylisPlugins: [] });
}

/**
 * The cache the islands render with: it knows every rule of the page's sheet as already inserted, so
 * an island hydrates without writing a rule again, and adds only rules the server did not render (a
 * dialog, the loading screen), in a sheet of its own after the page's.
 */
export function pageEmotionCache(root: ParentNode = document): EmotionCache {
  const cache = createEmotionCache();
  for (const sheet of root.querySelectorAll(`style[${SHEET_NAMES_ATTRIBUTE}]`)) {
    for (const name of (sheet.getAttribute(SHEET_NAMES_ATTRIBUTE) ?? "").split(" ")) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}
