/**
 * The one reader of the site's settings, content/site/site.json (node only): gatsby-config, the pages'
 * head (gatsby-ssr.tsx), the server's settings and the sponsors' report pages read it here. Components
 * query the settings through GraphQL instead (src/hooks/use-site-settings.ts).
 */
import fs from "node:fs";
import path from "node:path";

/** The settings the node side uses (content/schemas/site.schema.json describes them all). */
export interface SiteSettings {
  shortName: string;
  clubName: string;
  description: string;
  siteUrl: string;
  email: string;
  /** How long the loading screen shows on a session's first view. */
  loadingScreenMs: number;
  /** The club's logo, relative to content/site/. */
  logo: string;
  [field: string]: unknown;
}

/** content/site/site.json of the content folder `contentDir`, as written. */
export function readSiteSettings(contentDir: string): SiteSettings {
  return JSON.parse(siteFile(contentDir, "site.json").toString("utf8")) as SiteSettings;
}

/** A file of content/site/ (the settings' own, or one they name, such as the logo). */
export const siteFile = (contentDir: string, name: string): Buffer =>
  fs.readFileSync(path.join(contentDir, "site", name));
