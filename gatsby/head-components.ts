import { createElement, isValidElement, type ReactNode } from "react";
import { GLOBAL_CSS_IDENTITY, IMAGE_PLUGIN_HEAD_KEYS } from "./contract";

/**
 * The built page's <head> (gatsby-ssr's onPreRenderHTML): the web fonts' sheet written disabled, for
 * scripts-after-paint.ts to add after the largest paint, and gatsby-plugin-image's head elements (for its
 * unused GatsbyImage) dropped. Without JavaScript a <noscript> copy applies the faces `font-display:
 * optional`: as with JavaScript, a first view keeps the metric-matched fallback unless the font is
 * already there, instead of laying the whole page out again when it arrives, and the next view has it.
 */

/** The id of the disabled web-font sheet, whose faces the after-paint loader adds. */
export const WEB_FONTS_ID = "web-fonts";

const IMAGE_PLUGIN_KEYS = new Set<string>(IMAGE_PLUGIN_HEAD_KEYS);

/** One @font-face rule; its body (the descriptors) is the first group. */
export const FONT_FACE_RULE = /@font-face\s*\{([^}]*)\}/g;

/** The same faces, each `font-display: optional` (replacing the one it names, if any). */
export function displayOptional(css: string): string {
  return css.replace(FONT_FACE_RULE, (_rule, body: string) => {
    const rest = body.replace(/font-display\s*:\s*[^;}]*;?/g, "").replace(/;?\s*$/, "");
    return `@font-face{font-display:optional;${rest}}`;
  });
}

export function shapeHeadComponents(components: readonly ReactNode[]): ReactNode[] {
  const shaped: ReactNode[] = [];
  for (const component of components) {
    if (!isValidElement<Record<string, unknown>>(component)) {
      shaped.push(component);
      continue;
    }
    if (typeof component.key === "string" && IMAGE_PLUGIN_KEYS.has(component.key)) continue;
    if (component.props["data-identity"] !== GLOBAL_CSS_IDENTITY) {
      shaped.push(component);
      continue;
    }
    const css = (component.props.dangerouslySetInnerHTML as { __html: string } | undefined)?.__html ?? "";
    // Any other rule would be deferred with the fonts.
    const rest = css.replace(FONT_FACE_RULE, "").trim();
    if (rest)
      throw new Error(
        `gatsby/head-components.ts: the global style sheet ${String(component.props["data-href"])} holds ` +
          `more than @font-face rules, and it is loaded after the largest paint. Import other CSS from ` +
          `a component instead (it begins: ${rest.slice(0, 80)})`,
      );
    shaped.push(
      createElement("style", {
        key: WEB_FONTS_ID,
        id: WEB_FONTS_ID,
        media: "not all",
        "data-href": component.props["data-href"],
        "data-identity": component.props["data-identity"],
        dangerouslySetInnerHTML: { __html: css },
      }),
      createElement("noscript", {
        key: `${WEB_FONTS_ID}-noscript`,
        dangerouslySetInnerHTML: { __html: `<style>${displayOptional(css)}</style>` },
      }),
    );
  }
  return shaped;
}
