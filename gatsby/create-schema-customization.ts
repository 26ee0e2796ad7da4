import type { GatsbyNode } from "gatsby";
import fs from "node:fs";
import path from "node:path";
import { loadCommonDefinitions, siteCollections } from "../src/lib/content/content-folder";
import { focusCollections, gatsbyImageDataWithFocus } from "./crop-focus";
import { graphqlTypeDefs, type ComputedFields } from "./graphql-types";

/**
 * Fields that no content file holds: the build computes them (resolvers below). Every other field
 * of every content type comes from content/schemas (see graphql-types.ts).
 */
const COMPUTED: ComputedFields = {
  Album: {
    cover: {
      type: "AlbumImage!",
      description: "The album's first image, its cover (so listings need not query every photo).",
    },
    imageCount: { type: "Int!", description: "How many photos the album holds." },
  },
  PressRelease: {
    sizeBytes: { type: "Int!", description: "Size of the PDF under static/, in bytes." },
    fileName: { type: "String!", description: "The PDF's file name, used as the download name." },
  },
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs(siteCollections(), loadCommonDefinitions(), COMPUTED));
};

/**
 * Derived fields: an album's cover and photo count, a press release's size and file name (from the PDF,
 * so never stale); and every image rendition cropped with its focus (crop-focus.ts).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const pdfPath = (source: { file: string }): string => path.join(process.cwd(), "static", source.file);
  createResolvers({
    ImageSharp: {
      gatsbyImageData: {
        resolve: gatsbyImageDataWithFocus(focusCollections(siteCollections(), loadCommonDefinitions())),
      },
    },
    Album: {
      // The content check guarantees 1–20 images, so images[0] always exists.
      cover: { resolve: (source: { images: unknown[] }) => source.images[0] },
      imageCount: { resolve: (source: { images: unknown[] }) => source.images.length },
    },
    PressRelease: {
      sizeBytes: { resolve: (source: { file: string }) => fs.statSync(pdfPath(source)).size },
      fileName: { resolve: (source: { file: string }) => path.posix.basename(source.file) },
    },
  });
};
