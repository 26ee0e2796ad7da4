import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaArrowUpRightFromSquare } from "./icons/fa-arrow-up-right-from-square";
import { EmbedFacadeIsland } from "./embed-facade";
import { ExternalLink } from "./external-link";
import { MediaFrame, MEDIA_RATIOS, buttonStyles, cardStyles, Picture } from "./ui";
import { youtubeEmbedUrl } from "../lib/youtube";
import { imageSizes } from "../styles/theme";

export const query = graphql`
  fragment EventCard on Event {
    slug
    order
    title
    tagline
    description
    url
    youtubeId
    posterAlt
    poster {
      childImageSharp {
        gatsbyImageData(
          width: 720
          aspectRatio: 1.7778
          layout: CONSTRAINED
          breakpoints: [360, 540, 720, 1080, 1440]
        )
      }
    }
  }
`;

const VIDEO_PERMISSIONS =
  "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture";

export interface EventCardProps {
  event: Queries.EventCardFragment;
  /** Position in the list: the first card is above the fold, and cards alternate sides on wide screens. */
  index: number;
}

/** One competition: its video (behind a click-to-load facade) or poster, description and 'Learn More..'. */
export function EventCard({ event, index }: EventCardProps) {
  const theme = useTheme();
  const poster = event.poster.childImageSharp?.gatsbyImageData ?? null;
  const headingId = `event-${event.slug}`;
  const posterImage = poster && (
    <Picture
      image={poster}
      alt={event.posterAlt}
      loading={index === 0 ? "eager" : "lazy"}
      sizes={imageSizes({ xl: "640px", lg: "52vw" }, "calc(100vw - 2rem)")}
    />
  );
  return (
    <article
      aria-labelledby={headingId}
      css={[
        cardStyles(theme),
        {
          display: "grid",
          [theme.mq.up("lg")]: {
            gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
            alignItems: "center",
          },
        },
      ]}
    >
      <div
        css={{
          "& > div, & > [data-island] > div": { borderRadius: 0 },
          // Side by side, the picture keeps its 16:9 shape, inset and centred beside the text (never
          // stretched to the text's height).
          [theme.mq.up("lg")]: {
            order: index % 2 === 1 ? 2 : 0,
            padding: theme.space[5],
            "& > div, & > [data-island] > div": { borderRadius: theme.radii.md },
          },
        }}
      >
        {event.youtubeId ? (
          <EmbedFacadeIsland
            src={youtubeEmbedUrl(event.youtubeId)}
            title={`${event.title} video`}
            label={`Play video: ${event.title}`}
            allow={VIDEO_PERMISSIONS}
            poster={posterImage}
          />
        ) : (
          <MediaFrame ratio={MEDIA_RATIOS.video}>{posterImage}</MediaFrame>
        )}
      </div>
      <div css={{ padding: theme.space[5], [theme.mq.up("md")]: { padding: theme.space[6] } }}>
        <p
          aria-hidden="true"
          css={{
            fontFamily: theme.fonts.display,
            fontWeight: theme.fontWeights.bold,
            fontSize: theme.fontSizes.xl,
            color: theme.colors.accent,
            letterSpacing: "0.08em",
            margin: `0 0 ${theme.space[1]}`,
          }}
        >
          {String(index + 1).padStart(2, "0")}
        </p>
        <h2 id={headingId} css={{ fontSize: theme.fontSizes.h3, textTransform: "uppercase" }}>
          {event.title}
        </h2>
        <p
          css={{
            fontFamily: theme.fonts.display,
            fontSize: theme.fontSizes.xl,
            // Upright: the display font has no italic face, and a browser-slanted one reads badly.
            color: theme.colors.textMuted,
            lineHeight: theme.lineHeights.snug,
          }}
        >
          {event.tagline}
        </p>
        <p css={{ maxWidth: "65ch", color: theme.colors.text }}>{event.description}</p>
        <ExternalLink href={event.url} css={buttonStyles(theme, "secondary")}>
          Learn More..
          <span className="visually-hidden"> about {event.title} (opens in a new tab)</span>
          <FaArrowUpRightFromSquare aria-hidden="true" focusable="false" size="0.8em" />
        </ExternalLink>
      </div>
    </article>
  );
}
