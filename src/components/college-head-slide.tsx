import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaQuoteLeft } from "./icons/fa-quote-left";
import { MediaFrame, Picture } from "./ui";
import { imageSizes } from "../styles/theme";

export const query = graphql`
  fragment CollegeHeadSlide on CollegeHead {
    slug
    name
    designation
    department
    message
    photo {
      childImageSharp {
        gatsbyImageData(width: 200, height: 200, layout: CONSTRAINED)
      }
    }
  }
`;

/** The carousel shows one slide per view, this many px between slides. */
export const SLIDE_GAP_PX = 50;

/** One college head's slide: photo, quote, name, designation, department. */
export function HeadSlide({
  head,
  position,
  count,
}: {
  head: Queries.CollegeHeadSlideFragment;
  position: number;
  count: number;
}) {
  const theme = useTheme();
  const photo = head.photo.childImageSharp?.gatsbyImageData ?? null;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      css={{
        margin: 0,
        height: "100%",
        display: "grid",
        gap: theme.space[5],
        justifyItems: "center",
        textAlign: "center",
        padding: theme.space[5],
        background: theme.colors.surfaceRaised,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.card,
        borderTop: `4px solid ${theme.colors.accent}`,
        [theme.mq.up("md")]: {
          gridTemplateColumns: "auto 1fr",
          alignItems: "center",
          justifyItems: "start",
          textAlign: "start",
          gap: theme.space[7],
          padding: theme.space[7],
        },
      }}
    >
      {photo && (
        <MediaFrame portrait css={{ width: 140, [theme.mq.up("md")]: { width: 200 } }}>
          <Picture
            image={photo}
            alt={`Portrait of ${head.name}`}
            sizes={imageSizes({ md: "200px" }, "140px")}
          />
        </MediaFrame>
      )}
      <figure css={{ margin: 0 }}>
        <FaQuoteLeft aria-hidden="true" css={{ color: theme.colors.accent, fontSize: theme.fontSizes.xl }} />
        <blockquote
          css={{
            margin: `${theme.space[3]} 0 ${theme.space[5]}`,
            fontSize: theme.fontSizes.lg,
            lineHeight: theme.lineHeights.body,
            maxWidth: "62ch",
          }}
        >
          <p css={{ margin: 0 }}>{head.message}</p>
        </blockquote>
        <figcaption>
          <strong
            css={{
              display: "block",
              fontFamily: theme.fonts.display,
              fontSize: theme.fontSizes.xl,
              textTransform: "uppercase",
              letterSpacing: "0.03em",
            }}
          >
            {head.name}
          </strong>
          <span
            css={{ display: "block", color: theme.colors.accent, fontWeight: theme.fontWeights.semibold }}
          >
            {head.designation}
          </span>
          <span css={{ display: "block", color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
            {head.department}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
