import { createElement } from "react";
import type { IconBaseProps, IconType } from "react-icons";

/**
 * A Font Awesome icon as a plain <svg>, drawn as react-icons draws it (currentColor, 1em square unless
 * `size` says otherwise), without react-icons' context runtime: each icon of
 * scripts/extract-icons.ts is only in the chunks that use it. Licence: https://fontawesome.com/license/free
 */
export function svgIcon(viewBox: string, paths: readonly string[]): IconType {
  return function Icon({ size = "1em", ...props }: IconBaseProps) {
    return createElement(
      "svg",
      {
        stroke: "currentColor",
        fill: "currentColor",
        strokeWidth: "0",
        viewBox,
        ...props,
        height: size,
        width: size,
        xmlns: "http://www.w3.org/2000/svg",
      },
      ...paths.map((d) => createElement("path", { key: d, d })),
    );
  };
}
