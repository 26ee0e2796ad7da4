import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { ExternalLink } from "./external-link";
import { MediaFrame, cardGrid, Picture } from "./ui";
import { imageSizes } from "../styles/theme";
import { SPONSOR_ATTRIBUTE } from "../lib/traffic";

/** Logos are transparent PNGs: PNG + WebP only, no placeholder. */
export const query = graphql`
  fragment SponsorLogo on Sponsor {
    slug
    name
    url
    tier
    logo {
      childImageSharp {
        gatsbyImageData(
          width: 200
          layout: CONSTRAINED
          placeholder: NONE
          formats: [PNG, WEBP]
          breakpoints: [200, 400, 600]
        )
      }
    }
  }
`;

/** How many logos are loaded eagerly (the first row on wide screens). */
const EAGER_LOGOS = 4;

type Sponsor = Queries.SponsorLogoFragment;

/** The sponsors grouped by tier in order of appearance, the untiered last (as tier null). */
export function groupByTier<S extends { tier: string | null }>(
  sponsors: readonly S[],
): { tier: string | null; sponsors: S[] }[] {
  const groups = new Map<string | null, S[]>();
  for (const sponsor of sponsors) {
    const tier = sponsor.tier?.trim() || null;
    groups.set(tier, [...(groups.get(tier) ?? []), sponsor]);
  }
  const untiered = groups.get(null);
  groups.delete(null);
  const tiered = [...groups].map(([tier, members]) => ({ tier, sponsors: members }));
  return untiered ? [...tiered, { tier: null, sponsors: untiered }] : tiered;
}

/** The sponsor wall: the same tile for every logo (grey until pointed at), under tier headings if any. */
export function SponsorGrid({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const theme = useTheme();
  const groups = groupByTier(sponsors);
  if (groups.length === 1 && groups[0]?.tier === null) return <LogoList sponsors={groups[0].sponsors} />;
  // Each group's position in the whole wall, so only the first row's logos load eagerly.
  const starts = groups.map((_, index) =>
    groups.slice(0, index).reduce((sum, group) => sum + group.sponsors.length, 0),
  );
  return (
    <div css={{ display: "grid", gap: theme.space[7] }}>
      {groups.map((group, groupIndex) => {
        const id = `tier-${(group.tier ?? "other").toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <section key={id} aria-labelledby={id}>
            <h2
              id={id}
              css={{
                fontSize: theme.fontSizes.xl,
                textTransform: "uppercase",
                letterSpacing: "0.06em",
                marginBottom: theme.space[4],
              }}
            >
              {group.tier ?? "Supporters"}
            </h2>
            <LogoList
              sponsors={group.sponsors}
              firstIndex={starts[groupIndex]}
              size={group.tier === null ? "small" : (TIER_SIZES[groupIndex] ?? "small")}
            />
          </section>
        );
      })}
    </div>
  );
}

/** Logos sized by tier: the first tier's the largest, the second's the usual size, later ones and the untiered smaller. */
type LogoSize = "large" | "medium" | "small";
const TIER_SIZES: readonly LogoSize[] = ["large", "medium"];
const COLUMNS = {
  large: { base: 1, sm: 2, lg: 3 },
  medium: { base: 2, sm: 3, lg: 4 },
  small: { base: 3, sm: 4, lg: 6 },
} as const;

function LogoList({
  sponsors,
  firstIndex = 0,
  size = "medium",
}: {
  sponsors: readonly Sponsor[];
  firstIndex?: number;
  size?: LogoSize;
}) {
  const theme = useTheme();
  const tile = {
    display: "block",
    padding: `${theme.space[4]} ${theme.space[5]}`,
    background: theme.colors.surface,
    borderRadius: theme.radii.md,
    // Real logos arrive in every colour: shown in grey at one height, in colour when pointed at.
    img: {
      filter: "grayscale(1)",
      opacity: 0.85,
      transition: `filter ${theme.motion.transition}ms, opacity ${theme.motion.transition}ms`,
    },
  };
  return (
    <ul data-logo-size={size} css={cardGrid(theme, { columns: COLUMNS[size], gap: { base: 3, lg: 4 } })}>
      {sponsors.map((sponsor, index) => {
        const logo = sponsor.logo.childImageSharp?.gatsbyImageData ?? null;
        const image = (
          <MediaFrame ratio={2} fit="contain">
            {logo && (
              <Picture
                image={logo}
                alt={sponsor.name}
                loading={firstIndex + index < EAGER_LOGOS ? "eager" : "lazy"}
                sizes={imageSizes({ sm: "200px" }, "40vw")}
              />
            )}
          </MediaFrame>
        );
        return (
          <li key={sponsor.slug}>
            {sponsor.url ? (
              <ExternalLink
                href={sponsor.url}
                sponsored
                {...{ [SPONSOR_ATTRIBUTE]: sponsor.slug }}
                css={{ ...tile, "&:hover img, &:focus-visible img": { filter: "none", opacity: 1 } }}
              >
                {image}
              </ExternalLink>
            ) : (
              <div {...{ [SPONSOR_ATTRIBUTE]: sponsor.slug }} css={tile}>
                {image}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
