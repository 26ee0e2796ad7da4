/**
 * Every route the site must serve: the fixed pages (src/lib/routes.ts) and the content's, planned as
 * createPages plans them; for the build's route check and the browser tests.
 */
import path from "node:path";
import { planPages, readContentForPlanning } from "../gatsby/plan-pages";
import { PAGE_ROUTES } from "../src/lib/routes";

export const SITE_ROUTES: readonly string[] = [
  ...Object.values(PAGE_ROUTES),
  ...planPages(readContentForPlanning(path.resolve(__dirname, "..", "content"))).map((page) => page.path),
];
