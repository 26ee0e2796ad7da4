// What the page-view beacon and the server agree on: where beacons go, what one holds, and which elements
// are a sponsor's logo. Kept free of imports: the browser's beacon (src/lib/beacon.ts) reads it.

/** The API path beacons are sent to (on GATSBY_API_URL's origin when the API is elsewhere). */
export const BEACON_PATH = "/api/beacon";

/** What a view of the not-found page is counted as (whatever address was asked for). */
export const NOT_FOUND_ROUTE = "/404";

/** The id of the not-found page's heading: a page that has it is counted as NOT_FOUND_ROUTE. */
export const NOT_FOUND_ID = "not-found-title";

/** Every sponsor's logo tile carries its slug in this attribute; a click on a linked one is counted. */
export const SPONSOR_ATTRIBUTE = "data-sponsor";

/** A logo counts as seen when at least this share of it was on screen ... */
export const SEEN_RATIO = 0.5;
/** ... for this long without a break (the advertising industry's viewable impression). */
export const SEEN_MS = 1_000;

/** A beacon's body, text/plain JSON (no CORS preflight): a page view, a logo click, or the logos seen. */
export type Beacon = { view: string } | { click: string } | { seen: string[] };

/** The longest beacon body accepted, in bytes: far more than a route, a slug or one screen's logos. */
export const BEACON_BODY_LIMIT = 4_096;
