/**
 * Every route of the site lives here once: the fixed pages (one file each in src/pages) and the
 * builders for the routes made from content (teams, vehicles, gallery albums).
 */
export const PAGE_ROUTES = {
  home: "/",
  about: "/vision-mission",
  faculty: "/facultymsg",
  board: "/governingboard",
  achievements: "/achievements",
  teams: "/teams",
  sponsors: "/sponsors",
  sponsorsProspectus: "/sponsors-prospectus",
  alumni: "/alumnis",
  events: "/event",
  gallery: "/gallery",
  downloads: "/downloads",
  contact: "/contact",
  apply: "/apply",
  support: "/supportus",
  privacy: "/privacy",
  foot: "/foot",
  box: "/box",
  tm: "/tm",
  check: "/check",
} as const;

export type PageKey = keyof typeof PAGE_ROUTES;

/** Utility and demo pages: reachable, but kept out of search engines and the sitemap. */
export const UTILITY_ROUTES: readonly string[] = [
  PAGE_ROUTES.foot,
  PAGE_ROUTES.box,
  PAGE_ROUTES.tm,
  PAGE_ROUTES.check,
];

export const teamPath = (teamSlug: string): string => `/${teamSlug}`;

export const vehiclePath = (teamSlug: string, version: string): string => `/${teamSlug}/${version}`;

export const albumPath = (albumSlug: string): string => `/gallery/${albumSlug}`;
