import { graphql } from "gatsby";
import { useTheme, type Theme } from "@emotion/react";
import { FaArrowRight } from "./icons/fa-arrow-right";
import { teamPath } from "../lib/routes";
import { ExternalLink } from "./external-link";
import { NETWORKS, SocialIcon } from "./social-icon";
import { CopySectionHeading, type SectionCopy } from "./section-heading";
import { MediaFrame, Reveal, Section, buttonStyles, cardSurface, Picture, plainList } from "./ui";
import { imageSizes } from "../styles/theme";

export const query = graphql`
  fragment TeamCard on Team {
    slug
    order
    hue
    name
    shortName
    summary
    coverAlt
    cover {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.5, layout: CONSTRAINED)
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

const SOCIALS = ["linkedin", "instagram", "facebook", "youtube"] as const;

/** A team's own colour (its content's `hue`), for small marks only. */
export const teamHue = ({ colors }: Theme, hue: string): string =>
  hue === "ev" ? colors.teamEv : hue === "tgw" ? colors.teamTgw : colors.teamCv;

const CARD_SIZES = imageSizes({ xl: "350px", md: "45vw" }, "100vw");

/** While the pointer is over a card or keyboard focus is inside it. */
const HIGHLIGHTED = ".team-card:hover &, .team-card:focus-within &";

/** A card of OUR TEAMS. */
export function TeamCard({ team, headingLevel }: { team: Queries.TeamCardFragment; headingLevel: 2 | 3 }) {
  const theme = useTheme();
  const cover = team.cover.childImageSharp?.gatsbyImageData ?? null;
  const Heading = `h${headingLevel}` as const;
  const headingId = `team-card-${team.slug}`;
  const motion = `${theme.motion.transition}ms ${theme.motion.easing}`;

  return (
    <article
      className="team-card"
      aria-labelledby={headingId}
      css={{
        position: "relative",
        display: "flex",
        flexDirection: "column",
        height: "100%",
        ...cardSurface(theme),
        overflow: "hidden",
        transition: `box-shadow ${motion}, transform ${motion}`,
        "&:hover, &:focus-within": { boxShadow: theme.shadows.raised },
        "@media (prefers-reduced-motion: no-preference)": {
          "&:hover, &:focus-within": { transform: "translateY(-4px)" },
        },
      }}
    >
      {cover && (
        <MediaFrame css={{ flexShrink: 0 }}>
          <Picture
            image={cover}
            alt={team.coverAlt}
            sizes={CARD_SIZES}
            css={{
              img: { transition: `transform ${theme.motion.transition * 2}ms ${theme.motion.easing}` },
              "@media (prefers-reduced-motion: no-preference)": {
                ".team-card:hover & img, .team-card:focus-within & img": { transform: "scale(1.05)" },
              },
            }}
          />
        </MediaFrame>
      )}
      <div css={{ display: "flex", flexDirection: "column", flexGrow: 1, padding: theme.space[5] }}>
        <span
          css={{
            alignSelf: "flex-start",
            marginBottom: theme.space[2],
            paddingInlineStart: theme.space[2],
            borderInlineStart: `4px solid ${teamHue(theme, team.hue)}`,
            color: theme.colors.textMuted,
            fontFamily: theme.fonts.display,
            fontSize: theme.fontSizes.sm,
            fontWeight: theme.fontWeights.bold,
            letterSpacing: "0.1em",
            lineHeight: 1.2,
          }}
        >
          {team.shortName}
        </span>
        <Heading
          id={headingId}
          css={{
            fontSize: theme.fontSizes.h3,
            textTransform: "uppercase",
            letterSpacing: "0.02em",
            marginBottom: theme.space[3],
            // Titles of one or two lines take the same height, so a row's descriptions start level.
            [theme.mq.up("md")]: { minHeight: "2lh" },
            transition: `color ${motion}`,
            [HIGHLIGHTED]: {
              color: theme.colors.accent,
            },
          }}
        >
          {team.name}
        </Heading>
        <p css={{ color: theme.colors.textMuted, flexGrow: 1 }}>{team.summary}</p>
        <a
          href={teamPath(team.slug)}
          css={[
            buttonStyles(theme, "secondary"),
            {
              alignSelf: "flex-start",
              [HIGHLIGHTED]: {
                background: theme.colors.accent,
                borderColor: theme.colors.accent,
                color: theme.colors.onAccent,
              },
              svg: { transition: `transform ${motion}` },
              [HIGHLIGHTED.replaceAll("&", "& svg")]: { transform: "translateX(3px)" },
            },
          ]}
        >
          Know More.. <span className="visually-hidden">about {team.name}</span>
          <FaArrowRight aria-hidden="true" />
        </a>
      </div>
      <ul
        aria-label={`${team.shortName} on social media`}
        css={{
          display: "flex",
          justifyContent: "space-around",
          listStyle: "none",
          margin: 0,
          padding: `${theme.space[1]} ${theme.space[4]}`,
          borderTop: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
          transition: `background ${motion}`,
          [HIGHLIGHTED]: {
            background: theme.colors.ink,
          },
        }}
      >
        {SOCIALS.map((key) => (
          <li key={key}>
            <ExternalLink
              href={team.socials[key]}
              aria-label={`${team.shortName} on ${NETWORKS[key].label}`}
              css={{
                display: "grid",
                placeItems: "center",
                width: theme.sizes.tapTarget,
                height: theme.sizes.tapTarget,
                borderRadius: theme.radii.pill,
                color: theme.colors.textMuted,
                fontSize: theme.fontSizes.lg,
                transition: `color ${motion}, background ${motion}`,
                [HIGHLIGHTED]: {
                  color: theme.colors.textOnDark,
                },
                "&:hover": {
                  background: theme.colors.accent,
                  color: theme.colors.onAccent,
                },
                "&:focus-visible": { outlineColor: theme.colors.focusOnDark },
              }}
            >
              <SocialIcon network={key} size="1em" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The three team cards in a responsive grid, revealed one after the other. */
export function TeamGrid({
  teams,
  headingLevel,
}: {
  teams: readonly Queries.TeamCardFragment[];
  headingLevel: 2 | 3;
}) {
  const theme = useTheme();
  return (
    <ul
      css={{
        display: "flex",
        flexWrap: "wrap",
        justifyContent: "center",
        gap: theme.space[6],
        ...plainList,
        "& > li": { flex: "1 1 100%" },
        [theme.mq.up("md")]: { "& > li": { flex: `0 1 calc((100% - ${theme.space[6]}) / 2)` } },
        [theme.mq.up("lg")]: { "& > li": { flex: `0 1 calc((100% - 2 * ${theme.space[6]}) / 3)` } },
      }}
    >
      {teams.map((team, index) => (
        <Reveal as="li" key={team.slug} delay={Math.min(theme.motion.delays.teamCards + index * 50, 700)}>
          <TeamCard team={team} headingLevel={headingLevel} />
        </Reveal>
      ))}
    </ul>
  );
}

/** The OUR TEAMS section (home page and /tm). */
export function TeamsSection({
  heading,
  teams,
  headingLevel = 2,
}: {
  heading: SectionCopy;
  teams: readonly Queries.TeamCardFragment[];
  headingLevel?: 1 | 2;
}) {
  const theme = useTheme();
  return (
    <Section labelledBy="our-teams">
      <Reveal delay={theme.motion.delays.teams}>
        <CopySectionHeading id="our-teams" level={headingLevel} copy={heading} />
      </Reveal>
      <TeamGrid teams={teams} headingLevel={headingLevel === 1 ? 2 : 3} />
    </Section>
  );
}
