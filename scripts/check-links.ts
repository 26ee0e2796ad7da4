/**
 * After `gatsby build`: every internal link and asset in public/**.html resolves to a served file, and
 * every new-tab link carries rel="noopener noreferrer" (a sponsor's keeps the referrer); exits 1 if not.
 */
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "../gatsby/html-files";

const PUBLIC = path.resolve(__dirname, "..", "public");
const ATTRIBUTE = /\s(href|src|srcset|poster|content)="([^"]*)"/g;
const ANCHOR = /<a\s[^>]*>/g;

/** Whether public/ serves a file for an internal URL path. */
function resolves(urlPath: string): boolean {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? "");
  const target = path.join(PUBLIC, clean);
  if (!target.startsWith(PUBLIC)) return false;
  return (
    (fs.existsSync(target) && fs.statSync(target).isFile()) ||
    fs.existsSync(path.join(target, "index.html")) ||
    fs.existsSync(`${target}.html`)
  );
}

const problems: string[] = [];
let internal = 0;
let newTab = 0;
const files = htmlFiles(PUBLIC);
for (const file of files) {
  const page = `/${path.relative(PUBLIC, file)}`;
  const html = fs.readFileSync(file, "utf8");
  for (const [, attribute, value] of html.matchAll(ATTRIBUTE)) {
    if (!value) continue;
    const urls =
      attribute === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value];
    for (const url of urls) {
      if (!url.startsWith("/") || url.startsWith("//")) continue;
      if (attribute === "content" && !/\.(png|jpe?g|webp|svg|ico|json|webmanifest)$/.test(url)) continue;
      internal += 1;
      if (!resolves(url)) problems.push(`${page}: ${attribute}="${url}" does not resolve`);
    }
  }
  for (const [anchor] of html.matchAll(ANCHOR)) {
    if (!/target="_blank"/.test(anchor)) continue;
    newTab += 1;
    const rel = /rel="([^"]*)"/.exec(anchor)?.[1]?.split(/\s+/) ?? [];
    if (!rel.includes("noopener") || !(rel.includes("noreferrer") || rel.includes("sponsored"))) {
      problems.push(
        `${page}: ${anchor.slice(0, 120)} opens a new tab without rel="noopener noreferrer" (or "sponsored noopener")`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Link check failed with ${problems.length} problem(s):\n  ${[...new Set(problems)].join("\n  ")}`,
  );
  process.exit(1);
}
console.log(
  `Link check passed: ${internal} internal references in ${files.length} pages resolve; ${newTab} new-tab links have rel="noopener noreferrer" or "sponsored noopener".`,
);
