// What the visit counter accepts (issue 24): the site's routes and its sponsors with a link, read from
// content/ as the build reads it. A beacon naming anything else is refused, so no flood can add rows.

import { readFileSync } from "node:fs";
import path from "node:path";

import { planPages, readCollectionEntries, readContentForPlanning } from "../../gatsby/plan-pages";
import { PAGE_ROUTES } from "../lib/routes";
import type { Branding } from "./sponsor-report-page";

export interface Sponsor {
  slug: string;
  name: string;
  /** Its website: only a sponsor with one has a logo link to click. */
  url?: string;
}

export interface TrafficCatalog {
  /** Every route of the site, as the browser's location.pathname gives it (no trailing slash). */
  routes: ReadonlySet<string>;
  /** Every sponsor, in the wall's order. */
  sponsors: readonly Sponsor[];
}

/** The pages that show every sponsor's logo (the ones that render SponsorGrid). */
export const LOGO_PAGES: readonly string[] = [PAGE_ROUTES.sponsors];

export function readCatalog(root: string = process.cwd()): TrafficCatalog {
  const contentDir = path.join(root, "content");
  const routes = [
    ...Object.values(PAGE_ROUTES),
    ...planPages(readContentForPlanning(contentDir)).map((p) => p.path),
  ];
  const sponsors = readCollectionEntries(contentDir, "sponsors")
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((entry) => ({
      slug: String(entry.slug),
      name: String(entry.name),
      ...(typeof entry.url === "string" ? { url: entry.url } : {}),
    }));
  return { routes: new Set(routes), sponsors };
}

/** The club's name, address, e-mail and logo for the sponsors' report pages (content/site/site.json). */
export function readBranding(root: string = process.cwd()): Branding {
  const dir = path.join(root, "content", "site");
  const site = JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")) as Record<string, string>;
  const logo = readFileSync(path.join(dir, site.logo ?? ""));
  return {
    clubName: site.clubName ?? "",
    siteUrl: site.siteUrl ?? "",
    email: site.email ?? "",
    logo: `data:image/png;base64,${logo.toString("base64")}`,
  };
}
