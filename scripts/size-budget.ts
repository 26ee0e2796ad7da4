/**
 * Runs after `gatsby build` (npm's postbuild): prints the gzip size of the JavaScript each page
 * template loads and enforces the budgets: the home page loads ≤ 110 KB of gzipped JavaScript, and the
 * carousel library (react-slick) ships only with the home page, never in the shared app bundle.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const PUBLIC = path.resolve(__dirname, "..", "public");
const HOME_BUDGET_KB = 110;
/** A library and a string only its code contains, with the page groups allowed to load it. */
const PAGE_ONLY_LIBRARIES = [
  { name: "react-slick", marker: "slick-list", allowed: ["component---src-pages-index-tsx"] },
];

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
console.log("| page template | own chunks | total loaded |");
console.log("|---|---|---|");
for (const group of pages) {
  const own = assetsOf(group).filter((file) => !shared.includes(file));
  const ownBytes = own.reduce((sum, file) => sum + gzipSize(file), 0);
  const total = sharedBytes + ownBytes;
  console.log(
    `| ${group.replace("component---src-", "").replace(/-tsx$/, "")} | ${kb(ownBytes)} | ${kb(total)} |`,
  );
  if (group === "component---src-pages-index-tsx" && total > HOME_BUDGET_KB * 1024) {
    problems.push(`the home page loads ${kb(total)} KB of gzipped JavaScript (budget ${HOME_BUDGET_KB} KB)`);
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

if (problems.length > 0) {
  console.error(`\nSize budget failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nSize budget met: home page within ${HOME_BUDGET_KB} KB; page-only libraries stay on their pages.`,
);
