import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { planPages, type PagesData, type TemplateName } from "./plan-pages";

const TEMPLATES: Record<TemplateName, string> = {
  team: path.resolve("src/templates/team.tsx"),
  vehicle: path.resolve("src/templates/vehicle.tsx"),
  album: path.resolve("src/templates/album.tsx"),
};

/** Team, vehicle and gallery-album pages, made from the content with ids only in their context. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{
    allTeam: { nodes: PagesData["teams"] };
    allVehicle: { nodes: PagesData["vehicles"] };
    allAlbum: { nodes: PagesData["albums"] };
  }>(`
    query CreatePages {
      allTeam(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
      allVehicle(sort: { order: ASC }) {
        nodes {
          slug
          version
          year
          aliases
          team {
            slug
          }
        }
      }
      allAlbum(sort: { order: ASC }) {
        nodes {
          slug
          published
        }
      }
    }
  `);

  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the content for page creation", result.errors);
    return;
  }

  const pages = planPages({
    teams: result.data.allTeam.nodes,
    vehicles: result.data.allVehicle.nodes,
    albums: result.data.allAlbum.nodes,
  });
  for (const page of pages) {
    actions.createPage({ path: page.path, component: TEMPLATES[page.template], context: page.context });
  }
};
