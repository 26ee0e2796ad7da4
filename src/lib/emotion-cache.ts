import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * On the page's one <style> of emotion rules (gatsby/style-sheet.tsx): the names of the rules it holds.
 * Not emotion's own `data-emotion`: on seeing that, every emotion cache created in the browser (the
 * default one as soon as @emotion/react is imported) moves the element within the head, and removing and
 * re-inserting the sheet makes the browser rebuild its font faces and restyle and lay out the whole page
 * again (70-100 ms on a phone at 4× CPU, on /alumnis).
 */
export const SHEET_NAMES_ATTRIBUTE = "data-emotion-sheet";

/** The key of every emotion cache, server and browser: class names are `css-<hash>`. */
const EMOTION_KEY = "css";

/**
 * An emotion cache as the site makes every one, server and browser: key EMOTION_KEY, and no vendor
 * prefixes. Emotion's default stylis plugin writes each flex, transform and transition declaration two to
 * four times (`-webkit-box`, `-ms-flexbox`, `-moz-transform`…), for browsers a decade old: on the home
 * page they were 12 of its sheet's 43 KB, which the browser reads on the main thread before the first
 * paint. A prefix a current browser still needs (Safari's
 * `-webkit-user-select`, `-webkit-text-size-adjust`) is written beside the property in the styles.
 * Class names are hashed from the styles as written, so they are the same with or without prefixes.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [] });
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
