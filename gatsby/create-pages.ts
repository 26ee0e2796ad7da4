import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { planPages, readContentForPlanning, type TemplateName } from "./plan-pages";

const TEMPLATES: Record<TemplateName, string> = {
  team: path.resolve("src/templates/team.tsx"),
  vehicle: path.resolve("src/templates/vehicle.tsx"),
  album: path.resolve("src/templates/album.tsx"),
};

/**
 * Team, vehicle and gallery-album pages, planned from the content files (checked in onPreBootstrap) as
 * the route check plans them, with ids only in their context.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  for (const page of planPages(readContentForPlanning(path.resolve("content")))) {
    actions.createPage({ path: page.path, component: TEMPLATES[page.template], context: page.context });
  }
};
