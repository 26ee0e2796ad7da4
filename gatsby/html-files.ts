import fs from "node:fs";
import path from "node:path";

/** Every HTML file under a built site's folder (public/), leaving out the static and page-data folders. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "static" || entry.name === "page-data" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The built pages a visitor opens (not the editor's, not Gatsby's slices), by their path under public/. */
export function visitorPages(publicDir: string): { name: string; html: string }[] {
  return htmlFiles(publicDir)
    .map((file) => path.relative(publicDir, file))
    .filter((name) => !name.startsWith("admin") && !name.startsWith("_gatsby"))
    .map((name) => ({ name, html: fs.readFileSync(path.join(publicDir, name), "utf8") }));
}
