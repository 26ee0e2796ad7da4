import { graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { TeamGrid } from "../components/team-card";
import { CopyHead } from "../components/page-head";
import { Section } from "../components/ui";

type Data = Queries.TeamsPageQuery;

export default function TeamsPage({ data }: PageProps<Data>) {
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section>
        <TeamGrid teams={data.teams.nodes} headingLevel={2} />
      </Section>
    </>
  );
}

export const Head = CopyHead;

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
