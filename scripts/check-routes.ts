/**
 * After `gatsby build`: every route (scripts/site-routes.ts) is in public/ as a page with a main heading
 * and a title, and the 404 page exists; exits 1 on anything missing.
 */
import fs from "node:fs";
import path from "node:path";
import { SITE_ROUTES } from "./site-routes";

const publicDir = path.resolve(__dirname, "..", "public");

const missing: string[] = [];
for (const route of [...SITE_ROUTES, "/404"]) {
  const file = path.join(publicDir, route === "/404" ? "404.html" : path.join(route, "index.html"));
  if (!fs.existsSync(file)) {
    missing.push(`${route}: ${path.relative(process.cwd(), file)} was not built`);
    continue;
  }
  const html = fs.readFileSync(file, "utf8");
  if (!/<h1[\s>]/.test(html)) missing.push(`${route}: the page has no <h1>`);
  if (!/<title[^>]*>[^<]+<\/title>/.test(html)) missing.push(`${route}: the page has no <title>`);
}

if (missing.length > 0) {
  console.error(`Route check failed:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(`Route check passed: all ${SITE_ROUTES.length} routes and the 404 page are in public/.`);
