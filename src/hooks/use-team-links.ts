import { graphql, useStaticQuery } from "gatsby";
import type { TeamLink } from "../lib/navigation";

/** The teams as the menu and the footer link them (content/teams, in menu order). */
export function useTeamLinks(): readonly TeamLink[] {
  const data = useStaticQuery<Queries.TeamLinksQuery>(graphql`
    query TeamLinks {
      allTeam(sort: { menuOrder: ASC }) {
        nodes {
          slug
          shortName
          footerLabel
        }
      }
    }
  `);
  return data.allTeam.nodes;
}
