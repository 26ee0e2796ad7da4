import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { ordinal } from "../lib/ordinal";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.AchievementsPageQuery;

export default function AchievementsPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>Achievements</h1>
      {data.teams.nodes.map((team) => {
        const cards = data.achievements.nodes.filter((achievement) => achievement.team.slug === team.slug);
        return (
          <section key={team.slug} aria-labelledby={`achievements-${team.slug}`}>
            <h2 id={`achievements-${team.slug}`}>{team.shortName}</h2>
            <ul>
              {cards.map((card) => (
                <li key={card.slug}>
                  <article>
                    <h3>{card.event}</h3>
                    <p>
                      OVERALL <strong>{ordinal(card.overallRank)}</strong>
                    </p>
                    <ul>
                      {card.subEvents.map((sub) => (
                        <li key={sub.name}>
                          {sub.name}: <strong>{ordinal(sub.rank)}</strong>
                        </li>
                      ))}
                    </ul>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </article>
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
        slug
        event
        overallRank
        team {
          slug
        }
        subEvents {
          name
          rank
        }
      }
    }
  }
`;
