// What the visit counter accepts (anything else is refused, so no flood can add rows): the built site's
// pages, and content/sponsors (clicks only on those with a link), with their dates for the report.

import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { collectionEntries } from "../../lib/content/content-folder";
import { readSiteSettings, siteFile } from "../../lib/content/site-settings";
import { PAGE_ROUTES } from "../../lib/routes";
import { NOT_FOUND_ROUTE } from "../../lib/traffic";
import { RELEASE_ROOT } from "../release-root";
import type { Branding } from "./sponsor-report-page";

export interface Sponsor {
  slug: string;
  name: string;
  /** Its website: only a sponsor with one has a logo link to click. */
  url?: string;
  /** The first and last day (UTC) of its sponsorship, when its content gives them: credited only inside. */
  start?: string;
  end?: string;
}

export interface TrafficCatalog {
  /** Every page of the site, as the browser's location.pathname gives it (no trailing slash). */
  routes: ReadonlySet<string>;
  sponsors: readonly Sponsor[];
}

/** The pages that show every sponsor's logo (the ones that render SponsorGrid). */
export const LOGO_PAGES: readonly string[] = [PAGE_ROUTES.sponsors];

/** Folders of the built site that hold no visitor's page. */
const NOT_PAGES = /^(?:static|page-data|admin|_gatsby)(?:\/|$)/;

/** The routes of the built site in `publicDir`; without one (an API hosted apart), src/lib/routes.ts's. */
export function siteRoutes(publicDir?: string): string[] {
  if (publicDir === undefined || !existsSync(path.join(publicDir, "index.html")))
    return [...Object.values(PAGE_ROUTES), NOT_FOUND_ROUTE];
  return readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /(?:^|\/)index\.html$/.test(file) && !NOT_PAGES.test(file))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`);
}

/** content/sponsors of the server's own release (or of `root`), in the wall's order. */
export function readSponsors(root: string = RELEASE_ROOT): Sponsor[] {
  return collectionEntries(path.join(root, "content"), "sponsors")
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((entry) => ({
      slug: String(entry.slug),
      name: String(entry.name),
      ...(typeof entry.url === "string" ? { url: entry.url } : {}),
      ...(typeof entry.start === "string" ? { start: entry.start } : {}),
      ...(typeof entry.end === "string" ? { end: entry.end } : {}),
    }));
}

export const readCatalog = (publicDir?: string, root: string = RELEASE_ROOT): TrafficCatalog => ({
  routes: new Set(siteRoutes(publicDir)),
  sponsors: readSponsors(root),
});

/** The club's name, address, e-mail and logo for the sponsors' report pages (content/site/site.json). */
export function readBranding(root: string = RELEASE_ROOT): Branding {
  const contentDir = path.join(root, "content");
  const site = readSiteSettings(contentDir);
  return {
    clubName: site.clubName ?? "",
    siteUrl: site.siteUrl ?? "",
    email: site.email ?? "",
    logo: `data:image/png;base64,${siteFile(contentDir, site.logo ?? "").toString("base64")}`,
  };
}
