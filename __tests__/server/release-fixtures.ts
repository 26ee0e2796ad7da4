// Shared by the suites that publish releases with scripts/release.sh (release, zero-downtime): a release
// packed from a fixture site and content, with no Gatsby build.

import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
export const RELEASE_SCRIPT = path.join(ROOT, "scripts/release.sh");

/** A 1×1 PNG, the fixture club's logo. */
const LOGO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A built site with `pages` (each an index.html naming the release) and a 404 page. */
function fixtureSite(dir: string, release: string, pages: string[]): void {
  for (const page of ["", ...pages]) {
    mkdirSync(path.join(dir, page), { recursive: true });
    writeFileSync(path.join(dir, page, "index.html"), `<!doctype html><h1>Release ${release}: /${page}</h1>`);
  }
  writeFileSync(path.join(dir, "404.html"), "<!doctype html><h1>Not found</h1>");
}

/** content/ with the sponsors given (each with a link) and the site's settings. */
function fixtureContent(dir: string, sponsors: string[]): void {
  mkdirSync(path.join(dir, "sponsors"), { recursive: true });
  mkdirSync(path.join(dir, "site/images"), { recursive: true });
  sponsors.forEach((slug, order) =>
    writeFileSync(
      path.join(dir, "sponsors", `${slug}.json`),
      JSON.stringify({ slug, name: slug.toUpperCase(), url: `https://${slug}.example`, order }),
    ),
  );
  writeFileSync(
    path.join(dir, "site/site.json"),
    JSON.stringify({
      clubName: "Test Club",
      siteUrl: "https://club.example",
      email: "club@example.org",
      logo: "./images/logo.png",
    }),
  );
  writeFileSync(path.join(dir, "site/images/logo.png"), LOGO);
}

/**
 * `release.sh pack` of `commit`, from a fixture site with `pages` and content with `sponsors` (both made
 * in `scratch`), into `host`/releases/`commit`.
 */
export function packRelease(
  scratch: string,
  host: string,
  commit: string,
  pages: string[],
  sponsors: string[],
): void {
  const site = path.join(scratch, `site-${commit}`);
  const content = path.join(scratch, `content-${commit}`);
  fixtureSite(site, commit, pages);
  fixtureContent(content, sponsors);
  const result = spawnSync("bash", [RELEASE_SCRIPT, "pack", path.join(host, "releases", commit)], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, RELEASE_COMMIT: commit, SITE_DIR: site, CONTENT_DIR: content },
  });
  if (result.status !== 0) throw new Error(`pack failed:\n${result.stdout}${result.stderr}`);
}
