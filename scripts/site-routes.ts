/**
 * Every route the site must serve: the fixed pages (src/lib/routes.ts) and the content's, planned as
 * createPages plans them; for the build's route check and the browser tests.
 */
import path from "node:path";
import { planPages, readContentForPlanning } from "../gatsby/plan-pages";
import { PAGE_ROUTES } from "../src/lib/routes";

/** The routes made from content/ as it is now. */
export function contentRoutes(contentDir = path.resolve(__dirname, "..", "content")): string[] {
  return planPages(readContentForPlanning(contentDir)).map((page) => page.path);
}

export const SITE_ROUTES: readonly string[] = [...Object.values(PAGE_ROUTES), ...contentRoutes()];
