import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { ExternalLink } from "./external-link";

/**
 * Logos are PNGs with transparency: PNG + WebP only (never JPG), no blurred placeholder, and a 200 px
 * display width with 1x/2x candidates, so they stay crisp on retina screens and light on phones.
 */
export const query = graphql`
  fragment SponsorLogo on Sponsor {
    slug
    name
    url
    logo {
      childImageSharp {
        gatsbyImageData(
          width: 200
          layout: CONSTRAINED
          placeholder: NONE
          formats: [PNG, WEBP]
          breakpoints: [200, 400, 600]
          sizes: "(min-width: 576px) 200px, 40vw"
        )
      }
    }
  }
`;

/** How many logos are loaded eagerly (the first row on wide screens). */
const EAGER_LOGOS = 4;

export function SponsorGrid({ sponsors }: { sponsors: readonly Queries.SponsorLogoFragment[] }) {
  const theme = useTheme();
  const tile = {
    display: "grid",
    placeItems: "center",
    height: "100%",
    minHeight: "7rem",
    padding: theme.space[4],
    background: theme.colors.surfaceRaised,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    transition: `box-shadow ${theme.motion.transition}ms ${theme.motion.easing}, border-color ${theme.motion.transition}ms ${theme.motion.easing}`,
    "& .gatsby-image-wrapper": { width: "100%", maxWidth: 200 },
  };
  return (
    <ul
      css={{
        listStyle: "none",
        margin: 0,
        padding: 0,
        display: "grid",
        gap: theme.space[4],
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        [theme.mq.up("sm")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
        [theme.mq.up("lg")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: theme.space[5] },
      }}
    >
      {sponsors.map((sponsor, index) => {
        const logo = getImage(sponsor.logo.childImageSharp?.gatsbyImageData ?? null);
        const image = logo && (
          <GatsbyImage
            image={logo}
            alt={sponsor.name}
            objectFit="contain"
            loading={index < EAGER_LOGOS ? "eager" : "lazy"}
          />
        );
        return (
          <li key={sponsor.slug}>
            {sponsor.url ? (
              <ExternalLink
                href={sponsor.url}
                css={{
                  ...tile,
                  "&:hover": { borderColor: theme.colors.accent, boxShadow: theme.shadows.card },
                }}
              >
                {image}
              </ExternalLink>
            ) : (
              <div css={tile}>{image}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
