/**
 * The one reader of the site's settings, content/site/site.json (node only): gatsby-config, the server's
 * settings and the sponsors' report pages read it here. Components query it through GraphQL
 * (src/hooks/use-site-settings.ts), and gatsby-ssr.tsx imports the file: webpack bundles it, whereas a
 * node:fs read in Gatsby's render bundle makes every later build render all pages again.
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
