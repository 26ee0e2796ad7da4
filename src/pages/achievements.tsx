import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { AchievementTabs, tabsByTeam } from "../components/achievement-tabs";
import { PageHeader, Section } from "../components/ui";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.AchievementsPageQuery;

export default function AchievementsPage({ data }: PageProps<Data>) {
  return (
    <>
      <PageHeader
        eyebrow="About Us"
        title="Achievements"
        intro="How our teams have placed at national student vehicle competitions, overall and event by event."
      />
      <Section>
        <AchievementTabs
          tabs={tabsByTeam(data.teams.nodes, data.achievements.nodes)}
          label="Results by team"
        />
      </Section>
    </>
  );
}

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo
    title="Achievements"
    description={`Competition results of ${data.teams.nodes.map((t) => t.shortName).join(", ")}: overall and event ranks at Formula Bharat, Formula Imperial, PI-EV and Efficycle.`}
    pathname={PAGE_ROUTES.achievements}
  />
);

export const query = graphql`
  query AchievementsPage {
    teams: allTeam(sort: { order: ASC }) {
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
