/** Gatsby's path prefix (gatsby-config's pathPrefix; "" without one), defined by Gatsby's webpack builds. */
declare const __PATH_PREFIX__: string;

/**
 * A file in static/ as the site serves it: Gatsby's `withPrefix` for islands. Importing Gatsby's own pulls
 * its router and Link (9 KB) into the island, since the browser's entry (src/lib/browser-app.ts) no
 * longer ships Gatsby's client app.
 */
export const withPrefix = (file: string): string =>
  `${typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : ""}${file}`;
