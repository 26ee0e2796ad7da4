import { graphql, type HeadProps, type PageProps } from "gatsby";
import { TeamsSection } from "../components/team-card";
import { Seo } from "../components/seo";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.TeamsSectionPageQuery;

/** Utility page: the home page's OUR TEAMS section on its own. */
export default function TeamsSectionPage({ data }: PageProps<Data>) {
  const heading = data.copy?.sections?.teams;
  if (!heading) throw new Error("content/pages/home.json: sections.teams is required");
  return <TeamsSection heading={heading} teams={data.teams.nodes} headingLevel={1} />;
}

export const Head = (_: HeadProps<Data>) => (
  <Seo
    title="Teams section"
    description="The OUR TEAMS section on its own, for review."
    pathname={PAGE_ROUTES.tm}
  />
);

export const query = graphql`
  query TeamsSectionPage {
    copy: pageCopy(slug: { eq: "home" }) {
      sections {
        teams {
          heading
          highlight
          subtitle
        }
      }
    }
    teams: allTeam(sort: { order: ASC }) {
      nodes {
        ...TeamCard
      }
    }
  }
`;
