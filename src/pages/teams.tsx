import { graphql, type HeadProps, type PageProps } from "gatsby";
import { TeamsSection } from "../components/team-card";
import { PageHead } from "../components/page-head";

type Data = Queries.TeamsPageQuery;

export default function TeamsPage({ data }: PageProps<Data>) {
  return (
    <article>
      <TeamsSection teams={data.teams.nodes} headingLevel={1} />
      <p>{data.copy?.intro}</p>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query TeamsPage {
    copy: pageCopy(slug: { eq: "teams" }) {
      ...PageCopyFields
    }
    teams: allTeam(sort: { order: ASC }) {
      nodes {
        ...TeamCard
      }
    }
  }
`;
