import fs from "node:fs";
import path from "node:path";
import type { PluginRef } from "gatsby";
import config from "../../gatsby-config";
import site from "../../content/site/site.json";
import { UTILITY_ROUTES } from "../../src/lib/routes";

type PluginWithOptions = { resolve: string; options: Record<string, unknown> };

const plugin = (name: string): PluginWithOptions => {
  const found = (config.plugins ?? []).find(
    (entry: PluginRef) => typeof entry === "object" && entry.resolve === name,
  ) as PluginWithOptions | undefined;
  if (!found) throw new Error(`${name} is not configured`);
  return found;
};

describe("gatsby-config: sitemap, manifest, no offline plugin", () => {
  it("leaves the utility pages, the 404 pages and the alias routes out of the sitemap", () => {
    const excludes = plugin("gatsby-plugin-sitemap").options.excludes as string[];
    expect(UTILITY_ROUTES).toEqual(["/foot", "/box", "/tm", "/check"]);
    for (const route of [...UTILITY_ROUTES, "/404", "/404.html", "/dev-404-page", "/vehicle/**"]) {
      expect(excludes).toContain(route);
    }
    expect(excludes).not.toContain("/teams");
    expect(config.siteMetadata?.siteUrl).toBe(site.siteUrl);
  });

  it("builds the web manifest and favicons from src/images/icon.png", () => {
    const { options } = plugin("gatsby-plugin-manifest");
    expect(options.icon).toBe("src/images/icon.png");
    expect(fs.existsSync(path.resolve(options.icon as string))).toBe(true);
    expect(options.name).toBe(site.clubName);
    expect(options.short_name).toBe(site.shortName);
    expect(options.start_url).toBe("/");
  });

  it("has no offline plugin (no stale pages after a deploy)", () => {
    const names = (config.plugins ?? []).map((entry: PluginRef) =>
      typeof entry === "string" ? entry : entry.resolve,
    );
    expect(names).not.toContain("gatsby-plugin-offline");
  });
});

describe("static/robots.txt", () => {
  const robots = fs.readFileSync(path.resolve("static/robots.txt"), "utf8");

  it("points at the sitemap on the siteUrl of content/site/site.json", () => {
    expect(robots).toMatch(new RegExp(`^Sitemap: ${site.siteUrl}/sitemap-index\\.xml$`, "m"));
  });

  it("lets crawlers read every page (utility pages say noindex themselves)", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  });
});
