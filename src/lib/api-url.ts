// Where the forms' API is: GATSBY_API_URL at build time (for a site hosted apart from its server), else the
// site's own origin. Alone in its module so the visit beacon (src/lib/beacon.ts) takes nothing else of api.ts.

const API_BASE_URL = (process.env.GATSBY_API_URL ?? "").replace(/\/+$/, "");

export const apiUrl = (path: string): string => `${API_BASE_URL}${path}`;
