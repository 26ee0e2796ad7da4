/**
 * The one reader of the site's settings, content/site/site.json (node only): gatsby-config, the pages'
 * head (gatsby-ssr.tsx), the server's settings and the sponsors' report pages read it here. Components
 * query the settings through GraphQL instead (src/hooks/use-site-settings.ts).
 */
import fs from "node:fs";
import path from "node:path";

/** The settings' shape (content/schemas/site.schema.json; the content check holds every file to it). */
export type SiteSettings = typeof import("../../../content/site/site.json");

/** content/site/site.json of the content folder `contentDir`, as written. */
export function readSiteSettings(contentDir: string): SiteSettings {
  return JSON.parse(siteFile(contentDir, "site.json").toString("utf8")) as SiteSettings;
}

/** A file of content/site/ (the settings' own, or one they name, such as the logo). */
export const siteFile = (contentDir: string, name: string): Buffer =>
  fs.readFileSync(path.join(contentDir, "site", name));
