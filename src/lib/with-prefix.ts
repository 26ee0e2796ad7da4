/** Gatsby's path prefix (gatsby-config's pathPrefix; "" without one), defined by Gatsby's webpack builds. */
declare const __PATH_PREFIX__: string;

/** A file in static/ as the site serves it: Gatsby's `withPrefix` without its router and Link. */
export const withPrefix = (file: string): string =>
  `${typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : ""}${file}`;
