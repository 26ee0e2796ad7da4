import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { collectionByFolder } from "./src/lib/content/content-folder";
import { developAdmin } from "./gatsby/develop-admin";
import { readSiteSettings } from "./src/lib/content/site-settings";
import { UTILITY_ROUTES } from "./src/lib/routes";
import { colors } from "./src/styles/theme";

// The site's own facts (name, URL, description) live once, in content/site/site.json.
const site = readSiteSettings(path.resolve("content"));

/**
 * Left out of the sitemap: the utility pages (noindex), the 404 pages, and the alias routes under
 * /vehicle/, whose canonical URL is the vehicle's own route (which the sitemap lists).
 */
const SITEMAP_EXCLUDES = [...UTILITY_ROUTES, "/404", "/404.html", "/dev-404-page", "/vehicle/**"];

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.shortName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  // `gatsby develop` serves each page's server HTML, so only its islands hydrate, as on a built page
  // (gatsby-browser.tsx).
  flags: { DEV_SSR: true },
  // `npm run cms`: the editor at /admin/ under gatsby develop, which serves no HTML from public/.
  developMiddleware: developAdmin,
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    // Under `gatsby develop`, no source maps in the styles: emotion hashes them into the class names, and
    // the server's differ from the browser's, so every island's hydration would report a mismatch.
    {
      resolve: "gatsby-plugin-emotion",
      options: process.env.gatsby_executing_command === "develop" ? { sourceMap: false } : {},
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          breakpoints: [360, 750, 1080, 1366, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // Not content: the schemas, the collections' README and the list of placeholder images the launch
      // check reads (scripts/lib/placeholder-list.ts).
      options: {
        name: "content",
        path: path.resolve("content"),
        ignore: ["**/schemas/**", "**/*.md", "**/.placeholders.json"],
      },
    },
    {
      // /sitemap-index.xml (robots.txt points at it): every public route once, by its canonical URL.
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: SITEMAP_EXCLUDES },
    },
    {
      // Web app manifest, favicons and the Apple touch icon from one square image; no offline plugin.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.clubName,
        short_name: site.shortName,
        description: site.description,
        lang: "en",
        start_url: "/",
        display: "minimal-ui",
        background_color: colors.ink,
        theme_color: colors.ink,
        // Seo writes the theme-color meta tag itself.
        theme_color_in_head: false,
        icon: "src/images/icon.png",
      },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { relativeDirectory: string } }) => typeNameFor(node.relativeDirectory),
      },
    },
  ],
};

function typeNameFor(directory: string): string {
  const collection = collectionByFolder(directory);
  if (!collection) throw new Error(`content/${directory} is not a known content collection`);
  return collection.typeName;
}

export default config;
