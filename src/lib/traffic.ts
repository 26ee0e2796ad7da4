// What the page-view beacon and the server agree on (issue 24): where beacons go, what one holds, and which
// links are a sponsor's. Kept free of imports: the browser's beacon (src/lib/beacon.ts) reads it.

/** The API path beacons are sent to (on GATSBY_API_URL's origin when the API is elsewhere). */
export const BEACON_PATH = "/api/beacon";

/** What a view of the not-found page is counted as (whatever address was asked for). */
export const NOT_FOUND_ROUTE = "/404";

/** A sponsor's logo link carries its slug in this attribute; a click on it is counted. */
export const SPONSOR_ATTRIBUTE = "data-sponsor";

/** A beacon's body (sent as text/plain JSON, which needs no CORS preflight): a page view or a logo click. */
export type Beacon = { view: string } | { click: string };

/** The longest beacon body accepted, in bytes: a route or a slug is far shorter. */
export const BEACON_BODY_LIMIT = 512;
