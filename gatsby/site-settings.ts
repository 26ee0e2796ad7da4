import fs from "node:fs";
import path from "node:path";

/** The few site facts Gatsby's config needs before the data layer exists. */
export interface SiteBasics {
  shortName: string;
  clubName: string;
  description: string;
  siteUrl: string;
}

export function readSiteSettings(contentDir: string): SiteBasics {
  const file = path.join(contentDir, "site", "site.json");
  const site = JSON.parse(fs.readFileSync(file, "utf8")) as SiteBasics;
  return {
    shortName: site.shortName,
    clubName: site.clubName,
    description: site.description,
    siteUrl: site.siteUrl,
  };
}
