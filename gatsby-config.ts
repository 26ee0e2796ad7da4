import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { collectionByFolder } from "./gatsby/collections";
import { readSiteSettings } from "./gatsby/site-settings";

// The site's own facts (name, URL, description) live once, in content/site/site.json.
const site = readSiteSettings(path.resolve("content"));

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.shortName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    "gatsby-plugin-emotion",
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
      options: { name: "content", path: path.resolve("content"), ignore: ["**/schemas/**", "**/*.md"] },
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
