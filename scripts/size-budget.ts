/**
 * Runs after `gatsby build` (npm's postbuild): prints the gzip size of the JavaScript each page
 * template loads and enforces issue 15's budgets: no page loads more than 110 KB of gzipped JavaScript,
 * and the home page, a first visit's most likely page, no more than 95 KB; the carousel library
 * (react-slick) ships only with the home page, never in the shared app bundle; and the content editor (Decap CMS, public/admin/) costs visitors nothing: no
 * page outside /admin references it and no webpack bundle contains it.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const PUBLIC = path.resolve(__dirname, "..", "public");
const HOME = "component---src-pages-index-tsx";
const HOME_BUDGET_KB = 95;
const PAGE_BUDGET_KB = 110;
/** A library and a string only its code contains, with the page groups allowed to load it. */
const PAGE_ONLY_LIBRARIES = [{ name: "react-slick", marker: "slick-list", allowed: [HOME] }];

interface Stats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
}

const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as Stats;
const assetsOf = (group: string): string[] =>
  (stats.namedChunkGroups[group]?.assets ?? [])
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((name) => name.endsWith(".js"));

const gzipCache = new Map<string, number>();
const gzipSize = (file: string): number => {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
};
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const shared = assetsOf("app");
const sharedBytes = shared.reduce((sum, file) => sum + gzipSize(file), 0);
const pages = Object.keys(stats.namedChunkGroups)
  .filter((group) => group.startsWith("component---"))
  .sort();

const problems: string[] = [];
console.log(
  `\nJavaScript per page template (gzip, KB); shared runtime + framework + app: ${kb(sharedBytes)} KB`,
);
console.log("| page template | own chunks | total loaded | budget |");
console.log("|---|---|---|---|");
for (const group of pages) {
  const own = assetsOf(group).filter((file) => !shared.includes(file));
  const ownBytes = own.reduce((sum, file) => sum + gzipSize(file), 0);
  const total = sharedBytes + ownBytes;
  const budget = group === HOME ? HOME_BUDGET_KB : PAGE_BUDGET_KB;
  console.log(
    `| ${group.replace("component---src-", "").replace(/-tsx$/, "")} | ${kb(ownBytes)} | ${kb(total)} | ${budget} |`,
  );
  if (total > budget * 1024) {
    problems.push(`${group} loads ${kb(total)} KB of gzipped JavaScript (budget ${budget} KB)`);
  }
}

for (const library of PAGE_ONLY_LIBRARIES) {
  const holders = fs
    .readdirSync(PUBLIC)
    .filter(
      (file) =>
        file.endsWith(".js") && fs.readFileSync(path.join(PUBLIC, file), "utf8").includes(library.marker),
    );
  for (const file of holders) {
    const groups = [...pages, "app"].filter((group) => assetsOf(group).includes(file));
    const intruders = groups.filter((group) => !library.allowed.includes(group));
    if (intruders.length > 0) problems.push(`${library.name} (${file}) is loaded by ${intruders.join(", ")}`);
  }
}

// The editor is copied into public/admin/ as it is; the visitors' pages and bundles must never name it.
const ADMIN = "admin";
const ADMIN_REFERENCE = new RegExp(`(?:src|href)=["'](?:/${ADMIN}/|${ADMIN}/)|decap-cms`, "i");
/** A string only Decap's code contains (its manual start-up switch). */
const CMS_MARKER = "CMS_MANUAL_INIT";
function* visitorFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(PUBLIC, ADMIN)) yield* visitorFiles(full);
    } else if (/\.(?:html|js)$/.test(entry.name)) yield full;
  }
}
let visitorPages = 0;
for (const file of visitorFiles(PUBLIC)) {
  const text = fs.readFileSync(file, "utf8");
  if (file.endsWith(".html")) visitorPages += 1;
  if (file.endsWith(".html") ? ADMIN_REFERENCE.test(text) : text.includes(CMS_MARKER)) {
    problems.push(`${path.relative(PUBLIC, file)} refers to the content editor (/${ADMIN}/)`);
  }
}
if (!fs.existsSync(path.join(PUBLIC, ADMIN, "decap-cms.js")))
  problems.push(`public/${ADMIN}/decap-cms.js was not written`);
console.log(
  `Content editor: ${visitorPages} visitor pages and every bundle outside /${ADMIN}/ checked; none loads it.`,
);

if (problems.length > 0) {
  console.error(`\nSize budget failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nSize budget met: home page within ${HOME_BUDGET_KB} KB, every page within ${PAGE_BUDGET_KB} KB; page-only libraries stay on their pages.`,
);
