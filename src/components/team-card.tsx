import { Link, graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { teamPath } from "../lib/routes";
import { ExternalLink } from "./external-link";

export const query = graphql`
  fragment TeamCard on Team {
    slug
    order
    name
    shortName
    summary
    coverAlt
    cover {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
    socials {
      linkedin
      instagram
      facebook
      youtube
    }
  }
`;

const SOCIAL_LABELS = [
  ["linkedin", "LinkedIn"],
  ["instagram", "Instagram"],
  ["facebook", "Facebook"],
  ["youtube", "YouTube"],
] as const;

/** A team card of the OUR TEAMS section: cover, title, description, "Know More.." and four social links. */
export function TeamCard({ team }: { team: Queries.TeamCardFragment }) {
  const cover = getImage(team.cover.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article>
      {cover && <GatsbyImage image={cover} alt={team.coverAlt} />}
      <h3>{team.name}</h3>
      <p>{team.summary}</p>
      <Link to={teamPath(team.slug)} aria-label={`Know More about ${team.name}`}>
        Know More..
      </Link>
      <ul aria-label={`${team.shortName} on social media`}>
        {SOCIAL_LABELS.map(([key, label]) => (
          <li key={key}>
            <ExternalLink href={team.socials[key]} aria-label={`${team.shortName} on ${label}`}>
              {label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The OUR TEAMS section (home, /teams overview, /tm). */
export function TeamsSection({
  teams,
  headingLevel = 2,
}: {
  teams: readonly Queries.TeamCardFragment[];
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="our-teams">
      <Heading id="our-teams">OUR TEAMS</Heading>
      <p>Meet the dynamic teams fueling innovation at our Club</p>
      <ul>
        {teams.map((team) => (
          <li key={team.slug}>
            <TeamCard team={team} />
          </li>
        ))}
      </ul>
    </section>
  );
}
