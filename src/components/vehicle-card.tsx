import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaArrowRight } from "./icons/fa-arrow-right";
import { vehiclePath } from "../lib/routes";
import { MediaFrame, MEDIA_RATIOS, Picture, cardSurface } from "./ui";
import { imageSizes } from "../styles/theme";

export const query = graphql`
  fragment VehicleCard on Vehicle {
    slug
    version
    cardTitle
    year
    imageAlt
    team {
      slug
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
  }
`;

const CARD_SIZES = imageSizes({ xl: "350px", md: "30vw" }, "50vw");

/** A card of the OUR VEHICLES grid: the whole card is the link to the vehicle's page. */
export function VehicleCard({ vehicle }: { vehicle: Queries.VehicleCardFragment }) {
  const theme = useTheme();
  const image = vehicle.image?.childImageSharp?.gatsbyImageData ?? null;
  const motion = `${theme.motion.transition}ms ${theme.motion.easing}`;
  return (
    <article css={{ height: "100%" }}>
      <a
        href={vehiclePath(vehicle.team.slug, vehicle.version)}
        css={{
          display: "flex",
          flexDirection: "column",
          height: "100%",
          color: theme.colors.text,
          textDecoration: "none",
          ...cardSurface(theme),
          overflow: "hidden",
          transition: `box-shadow ${motion}, transform ${motion}`,
          img: { transition: `transform ${theme.motion.transition * 2}ms ${theme.motion.easing}` },
          "&:hover, &:focus-visible": {
            color: theme.colors.text,
            boxShadow: theme.shadows.raised,
            h3: { color: theme.colors.accent },
            ".vehicle-card-arrow": { transform: "translateX(4px)" },
          },
          "@media (prefers-reduced-motion: no-preference)": {
            "&:hover, &:focus-visible": { transform: "translateY(-4px)", img: { transform: "scale(1.05)" } },
          },
        }}
      >
        {image && (
          <MediaFrame ratio={MEDIA_RATIOS.photo} css={{ flexShrink: 0, background: theme.colors.ink }}>
            <Picture image={image} alt={vehicle.imageAlt ?? ""} sizes={CARD_SIZES} />
          </MediaFrame>
        )}
        <div
          css={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            gap: theme.space[3],
            padding: `${theme.space[3]} ${theme.space[4]}`,
            [theme.mq.up("md")]: { padding: `${theme.space[4]} ${theme.space[5]}` },
            borderTop: `4px solid ${theme.colors.accent}`,
          }}
        >
          <div>
            <h3
              css={{
                margin: 0,
                whiteSpace: "nowrap",
                fontSize: theme.fontSizes.xl,
                [theme.mq.up("md")]: { fontSize: theme.fontSizes.h3 },
                transition: `color ${motion}`,
              }}
            >
              {vehicle.cardTitle}
            </h3>
            {vehicle.year && (
              <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                {vehicle.year}
              </p>
            )}
          </div>
          <FaArrowRight
            aria-hidden="true"
            className="vehicle-card-arrow"
            css={{
              display: "none",
              color: theme.colors.accent,
              flexShrink: 0,
              transition: `transform ${motion}`,
              [theme.mq.up("sm")]: { display: "block" },
            }}
          />
        </div>
      </a>
    </article>
  );
}
