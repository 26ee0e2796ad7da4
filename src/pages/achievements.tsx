import { graphql, type PageProps } from "gatsby";
import { CopyHead } from "../components/page-head";
import { AchievementTabsIsland, tabsByTeam } from "../components/achievement-tabs";
import { CopyHeader } from "../components/page-copy";
import { Section } from "../components/ui";

type Data = Queries.AchievementsPageQuery;

export default function AchievementsPage({ data }: PageProps<Data>) {
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section>
        <AchievementTabsIsland
          tabs={tabsByTeam(data.teams.nodes, data.achievements.nodes)}
          label="Results by team"
        />
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query AchievementsPage {
    copy: pageCopy(slug: { eq: "achievements" }) {
      ...PageCopyFields
    }
    teams: allTeam(sort: { menuOrder: ASC }) {
      nodes {
        slug
        shortName
      }
    }
    achievements: allAchievement(sort: { order: ASC }) {
      nodes {
        ...AchievementCard
      }
    }
  }
`;
