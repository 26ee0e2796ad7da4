import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { Breadcrumb } from "./breadcrumb";
import { VehicleCard } from "./vehicle-card";
import { Roster } from "./roster";
import { SectionHeading } from "./section-heading";
import { MediaFrame, PageHeader, Reveal, Section, splitStyles, Picture, plainList } from "./ui";
import { teamTrail } from "../lib/trails";
import { imageSizes } from "../styles/theme";

export const query = graphql`
  fragment TeamPageTeam on Team {
    slug
    shortName
    name
    title
    summary
    about
    foundedYear
    foundedVerb
    coverAlt
    cover {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
  }
`;

export interface TeamPageProps {
  team: Queries.TeamPageTeamFragment;
  vehicles: readonly Queries.VehicleCardFragment[];
  roster: Queries.TeamRosterFragment | null;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The team's full name under its title, unless it only repeats the title ("Team Green Warriors"). */
export const teamSubtitle = (
  team: Pick<Queries.TeamPageTeamFragment, "name" | "title">,
): string | undefined =>
  team.name.trim().toLowerCase() === team.title.trim().toLowerCase() ? undefined : team.name;

/** A team's page: title band with breadcrumb, Who are we?, OUR VEHICLES (if any) and the roster. */
export function TeamPage({ team, vehicles, roster }: TeamPageProps) {
  const theme = useTheme();
  const cover = team.cover.childImageSharp?.gatsbyImageData ?? null;
  return (
    <>
      <PageHeader
        before={<Breadcrumb trail={teamTrail(team)} />}
        eyebrow={`${capitalise(team.foundedVerb)} ${team.foundedYear}`}
        title={team.title}
        intro={teamSubtitle(team)}
      />
      <Section labelledBy="who-are-we">
        <div css={splitStyles(theme, [1, 1], { align: "center", gap: 6 })}>
          <div>
            <SectionHeading id="who-are-we" align="start">
              Who are we?
            </SectionHeading>
            <div css={{ maxWidth: "68ch", "& p:last-child": { marginBottom: 0 } }}>
              {team.about.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          {cover && (
            <MediaFrame raised css={{ [theme.mq.up("lg")]: { order: -1 } }}>
              <Picture
                image={cover}
                alt={team.coverAlt}
                loading="eager"
                sizes={imageSizes({ xl: "540px", lg: "45vw" }, "100vw")}
              />
            </MediaFrame>
          )}
        </div>
      </Section>
      {vehicles.length > 0 && (
        <Section tone="muted" labelledBy="our-vehicles">
          <Reveal delay={200}>
            <SectionHeading id="our-vehicles">OUR VEHICLES</SectionHeading>
          </Reveal>
          <ul
            css={{
              display: "flex",
              flexWrap: "wrap",
              justifyContent: "center",
              gap: theme.space[3],
              ...plainList,
              "& > li": { flex: `0 1 calc((100% - ${theme.space[3]}) / 2)` },
              [theme.mq.up("md")]: {
                gap: theme.space[5],
                "& > li": { flex: `0 1 calc((100% - 2 * ${theme.space[5]}) / 3)` },
              },
            }}
          >
            {vehicles.map((vehicle, index) => (
              <Reveal as="li" key={vehicle.slug} delay={200 + (index % 3) * 100}>
                <VehicleCard vehicle={vehicle} />
              </Reveal>
            ))}
          </ul>
        </Section>
      )}
      <Section labelledBy="the-team">
        <Reveal delay={200}>
          <SectionHeading id="the-team">THE TEAM</SectionHeading>
          <Roster roster={roster} />
        </Reveal>
      </Section>
    </>
  );
}
