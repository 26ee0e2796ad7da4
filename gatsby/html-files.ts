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
