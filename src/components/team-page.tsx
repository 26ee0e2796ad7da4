import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Breadcrumb } from "./breadcrumb";
import { VehicleCard } from "./vehicle-card";
import { teamTrail } from "../lib/trails";

export const query = graphql`
  fragment TeamPageTeam on Team {
    slug
    shortName
    name
    title
    summary
    about
    coverAlt
    cover {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
  }
  fragment TeamRoster on Roster {
    groups {
      name
      members {
        name
        post
      }
    }
  }
`;

export interface TeamPageProps {
  team: Queries.TeamPageTeamFragment;
  vehicles: readonly Queries.VehicleCardFragment[];
  roster: Queries.TeamRosterFragment | null;
}

export function TeamPage({ team, vehicles, roster }: TeamPageProps) {
  const cover = getImage(team.cover.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article>
      <Breadcrumb trail={teamTrail(team)} />
      <h1>{team.title}</h1>
      <section aria-labelledby="who-are-we">
        <h2 id="who-are-we">Who are we?</h2>
        {team.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {cover && <GatsbyImage image={cover} alt={team.coverAlt} loading="eager" />}
      </section>
      {vehicles.length > 0 && (
        <section aria-labelledby="our-vehicles">
          <h2 id="our-vehicles">OUR VEHICLES</h2>
          <ul>
            {vehicles.map((vehicle) => (
              <li key={vehicle.slug}>
                <VehicleCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="the-team">
        <h2 id="the-team">THE TEAM</h2>
        {roster ? (
          roster.groups.map((group) => (
            <section key={group.name} aria-label={group.name}>
              <h3>{group.name}</h3>
              <ul>
                {group.members.map((member) => (
                  <li key={`${member.name}-${member.post}`}>
                    <strong>{member.name}</strong> <span>{member.post}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          <p>To be updated soon</p>
        )}
      </section>
    </article>
  );
}
