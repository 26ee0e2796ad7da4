/**
 * Spread onto the GatsbyImage that is a page's largest paint, so the browser fetches it before other
 * images. Spelled in lower case, which React 18 passes through to the <img> as is (it warns on the
 * camel-case `fetchPriority`, which only React 19 knows).
 */
export const fetchFirst = { fetchpriority: "high" } as const;
