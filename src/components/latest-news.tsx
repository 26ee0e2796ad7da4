import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTheme } from "@emotion/react";
import { FaBell } from "./icons/fa-bell";
import { FaNewspaper } from "./icons/fa-newspaper";
import { FaYoutube } from "./icons/fa-youtube";
import type { ReactNode } from "react";
import { EmbedFacadeIsland } from "./embed-facade";
import { ExternalLink } from "./external-link";
import { CopySectionHeading, type SectionCopy } from "./section-heading";
import { youtubeEmbedUrl, youtubeWatchUrl } from "../lib/youtube";
import { Reveal, Section, cardStyles, Picture, plainList } from "./ui";
import { imageSizes } from "../styles/theme";

export const query = graphql`
  fragment NotificationListItem on Notification {
    slug
    title
    description
    url
  }
`;

export interface LatestNewsProps {
  /** The section's heading and subtitle (the home copy's `sections.news`). */
  heading: SectionCopy;
  notifications: readonly Queries.NotificationListItemFragment[];
  /** The external news article embedded in the home page's Latest News. */
  article: { url: string; title: string; source: string } | null;
  /** The club video embedded on the home page (privacy-enhanced player, started by the visitor's click). */
  video: { youtubeId: string; title: string } | null;
  /** Local images shown in place of the two embeds until the visitor asks for them. */
  articlePoster: IGatsbyImageData | null;
  videoPoster: IGatsbyImageData | null;
}

const POSTER_SIZES = imageSizes({ xl: "620px", lg: "55vw", md: "50vw" }, "100vw");

/** "Latest News": the article and video behind click-to-load facades, and the list of stories. */
export function LatestNews({
  heading,
  notifications,
  article,
  video,
  articlePoster,
  videoPoster,
}: LatestNewsProps) {
  const theme = useTheme();
  return (
    <Section tone="muted" labelledBy="latest-news">
      <Reveal delay={theme.motion.delays.news}>
        <CopySectionHeading id="latest-news" copy={heading} />
        <div
          css={{
            display: "grid",
            gap: theme.space[6],
            [theme.mq.up("lg")]: {
              gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)",
              alignItems: "start",
            },
          }}
        >
          <div
            css={{
              display: "grid",
              gap: theme.space[6],
              alignItems: "start",
              [theme.mq.up("md")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
              [theme.mq.up("lg")]: { gridTemplateColumns: "minmax(0, 1fr)" },
            }}
          >
            {video && (
              <EmbedCard
                icon={<FaYoutube aria-hidden="true" />}
                kind="Video"
                heading={video.title}
                link={<ExternalLink href={youtubeWatchUrl(video.youtubeId)}>Watch on YouTube</ExternalLink>}
              >
                <EmbedFacadeIsland
                  src={youtubeEmbedUrl(video.youtubeId)}
                  title={`Video: ${video.title}`}
                  label={`Play video: ${video.title}`}
                  allow="autoplay; encrypted-media; picture-in-picture"
                  poster={videoPoster && <Picture image={videoPoster} alt="" sizes={POSTER_SIZES} />}
                />
              </EmbedCard>
            )}
            {article && (
              <EmbedCard
                icon={<FaNewspaper aria-hidden="true" />}
                kind={article.source}
                heading={article.title}
                link={<ExternalLink href={article.url}>Read the article on {article.source}</ExternalLink>}
              >
                <EmbedFacadeIsland
                  src={article.url}
                  title={`${article.source}: ${article.title}`}
                  label={`Load the article: ${article.title}`}
                  // Words, not the play symbol: an article is no video (the label begins with them).
                  action="Load the article"
                  poster={articlePoster && <Picture image={articlePoster} alt="" sizes={POSTER_SIZES} />}
                />
              </EmbedCard>
            )}
          </div>
          <NotificationsBox notifications={notifications} />
        </div>
      </Reveal>
    </Section>
  );
}

function EmbedCard({
  icon,
  kind,
  heading,
  link,
  children,
}: {
  icon: ReactNode;
  kind: string;
  heading: string;
  link: ReactNode;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <figure css={[cardStyles(theme), { margin: 0 }]}>
      {children}
      <figcaption css={{ padding: `${theme.space[4]} ${theme.space[5]} ${theme.space[5]}` }}>
        <span
          css={{
            display: "inline-flex",
            alignItems: "center",
            gap: theme.space[2],
            color: theme.colors.accent,
            fontSize: theme.fontSizes.xs,
            fontWeight: theme.fontWeights.bold,
            letterSpacing: "0.08em",
            textTransform: "uppercase",
          }}
        >
          {icon}
          {kind}
        </span>
        <strong
          css={{
            display: "block",
            margin: `${theme.space[1]} 0 ${theme.space[2]}`,
            fontFamily: theme.fonts.display,
            fontSize: theme.fontSizes.xl,
            lineHeight: theme.lineHeights.snug,
          }}
        >
          {heading}
        </strong>
        <span css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold }}>{link}</span>
      </figcaption>
    </figure>
  );
}

function NotificationsBox({
  notifications,
}: {
  notifications: readonly Queries.NotificationListItemFragment[];
}) {
  const theme = useTheme();
  return (
    <section aria-labelledby="notifications" css={cardStyles(theme)}>
      <h3
        id="notifications"
        css={{
          display: "flex",
          alignItems: "center",
          gap: theme.space[3],
          margin: 0,
          padding: `${theme.space[4]} ${theme.space[5]}`,
          background: theme.colors.ink,
          color: theme.colors.textOnDark,
          fontSize: theme.fontSizes.xl,
          textTransform: "uppercase",
          letterSpacing: "0.04em",
          borderBottom: `4px solid ${theme.colors.accent}`,
        }}
      >
        <FaBell aria-hidden="true" css={{ color: theme.colors.accentOnDark }} />
        Notifications and Updates
      </h3>
      <ul css={plainList}>
        {notifications.map((item) => (
          <li
            key={item.slug}
            css={{
              padding: `${theme.space[4]} ${theme.space[5]}`,
              "& + &": { borderTop: `1px solid ${theme.colors.border}` },
            }}
          >
            <ExternalLink
              href={item.url}
              css={{
                display: "inline-block",
                paddingBlock: theme.space[1],
                fontWeight: theme.fontWeights.semibold,
                color: theme.colors.text,
                textDecorationColor: theme.colors.accent,
                textDecorationThickness: "2px",
                "&:hover": { color: theme.colors.accent },
              }}
            >
              {item.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </ExternalLink>
            <p
              css={{
                margin: `${theme.space[1]} 0 0`,
                color: theme.colors.textMuted,
                fontSize: theme.fontSizes.sm,
              }}
            >
              {item.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
