import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../src/lib/content/content-folder";

/** Every HTML file under a built site's folder (public/), leaving out the static and page-data folders. */
export const htmlFiles = (dir: string): string[] =>
  filesUnder(dir, /^(?!(.*\/)?(static|page-data)\/).*\.html$/).map((name) => path.join(dir, name));

/** The built pages a visitor opens (not the editor's, not Gatsby's slices), by their path under public/. */
export function visitorPages(publicDir: string): { name: string; html: string }[] {
  return htmlFiles(publicDir)
    .map((file) => path.relative(publicDir, file))
    .filter((name) => !name.startsWith("admin") && !name.startsWith("_gatsby"))
    .map((name) => ({ name, html: fs.readFileSync(path.join(publicDir, name), "utf8") }));
}
