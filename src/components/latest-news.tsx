import { graphql } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { useTheme } from "@emotion/react";
import { FaArrowUpRightFromSquare, FaBell, FaNewspaper, FaYoutube } from "./icons";
import type { ReactNode } from "react";
import { EmbedFacade } from "./embed-facade";
import { ExternalLink } from "./external-link";
import { SectionHeading } from "./section-heading";
import { Reveal, Section, cardStyles } from "./ui";

export const query = graphql`
  fragment NewsListItem on NewsItem {
    slug
    title
    description
    url
  }
  fragment NotificationListItem on Notification {
    slug
    title
    description
    url
  }
`;

/** The press article embedded on the home page (SPEC §2 Home, "an embedded external news article frame"). */
export const NEWS_ARTICLE = {
  url: "https://indiaeducationdiary.in/amu-team-get-top-ranks-for-designing-formula-electric-car/",
  title: "AMU team gets top ranks for designing a Formula Electric car",
  source: "India Education Diary",
} as const;

/** The club video embedded on the home page (privacy-enhanced player, started by the visitor's click). */
export const NEWS_VIDEO = {
  youtubeId: "B36d2OTvtKI",
  title: "SAE ZHCET teams on track",
} as const;

export const youtubeEmbedUrl = (id: string): string =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

export interface LatestNewsProps {
  notifications: readonly Queries.NotificationListItemFragment[];
  news: readonly Queries.NewsListItemFragment[];
  /** Local images shown in place of the two embeds until the visitor asks for them. */
  articlePoster: IGatsbyImageData | null;
  videoPoster: IGatsbyImageData | null;
}

const POSTER_SIZES = "(min-width: 1200px) 620px, (min-width: 992px) 55vw, (min-width: 768px) 50vw, 100vw";

/** "Latest News": the article and video behind click-to-load facades, notifications and news items. */
export function LatestNews({ notifications, news, articlePoster, videoPoster }: LatestNewsProps) {
  const theme = useTheme();
  return (
    <Section tone="muted" labelledBy="latest-news">
      <Reveal delay={theme.motion.delays.news}>
        <SectionHeading id="latest-news" subtitle="Have a look at our most recent news of the teams">
          Latest News
        </SectionHeading>
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
            <EmbedCard
              icon={<FaYoutube aria-hidden="true" />}
              kind="Video"
              heading={NEWS_VIDEO.title}
              link={
                <ExternalLink href={`https://www.youtube.com/watch?v=${NEWS_VIDEO.youtubeId}`}>
                  Watch on YouTube
                </ExternalLink>
              }
            >
              <EmbedFacade
                src={youtubeEmbedUrl(NEWS_VIDEO.youtubeId)}
                title={`Video: ${NEWS_VIDEO.title}`}
                label={`Play video: ${NEWS_VIDEO.title}`}
                allow="autoplay; encrypted-media; picture-in-picture"
                poster={videoPoster && <GatsbyImage image={videoPoster} alt="" sizes={POSTER_SIZES} />}
              />
            </EmbedCard>
            <EmbedCard
              icon={<FaNewspaper aria-hidden="true" />}
              kind={NEWS_ARTICLE.source}
              heading={NEWS_ARTICLE.title}
              link={
                <ExternalLink href={NEWS_ARTICLE.url}>Read the article on {NEWS_ARTICLE.source}</ExternalLink>
              }
            >
              <EmbedFacade
                src={NEWS_ARTICLE.url}
                title={`${NEWS_ARTICLE.source}: ${NEWS_ARTICLE.title}`}
                label={`Load the article: ${NEWS_ARTICLE.title}`}
                aspectRatio={4 / 3}
                poster={articlePoster && <GatsbyImage image={articlePoster} alt="" sizes={POSTER_SIZES} />}
              />
            </EmbedCard>
          </div>
          <NotificationsBox notifications={notifications} />
        </div>
        <section aria-labelledby="in-the-news" css={{ marginTop: theme.space[8] }}>
          <h3
            id="in-the-news"
            css={{ textTransform: "uppercase", letterSpacing: "0.03em", marginBottom: theme.space[5] }}
          >
            In the news
          </h3>
          <ul
            css={{
              display: "grid",
              gap: theme.space[5],
              listStyle: "none",
              margin: 0,
              padding: 0,
              [theme.mq.up("md")]: {
                gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
                "& > li:first-of-type": { gridColumn: "1 / -1" },
              },
              [theme.mq.up("lg")]: {
                gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
                "& > li:first-of-type": { gridColumn: "auto", gridRow: "span 2" },
              },
            }}
          >
            {news.map((item, index) => (
              <li key={item.slug} css={{ display: "flex" }}>
                <NewsCard item={item} featured={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      </Reveal>
    </Section>
  );
}

function NewsCard({ item, featured }: { item: Queries.NewsListItemFragment; featured: boolean }) {
  const theme = useTheme();
  return (
    <article
      css={[
        cardStyles(theme),
        {
          display: "flex",
          flexDirection: "column",
          width: "100%",
          padding: `${theme.space[4]} ${theme.space[5]} ${theme.space[2]}`,
          borderTop: `4px solid ${theme.colors.accent}`,
        },
        featured && {
          background: theme.colors.ink,
          color: theme.colors.textOnDark,
          [theme.mq.up("lg")]: { padding: `${theme.space[7]} ${theme.space[6]} ${theme.space[4]}` },
        },
      ]}
    >
      {featured && (
        <span
          css={{
            color: theme.colors.accentOnDark,
            fontSize: theme.fontSizes.xs,
            fontWeight: theme.fontWeights.bold,
            letterSpacing: "0.1em",
            textTransform: "uppercase",
            marginBottom: theme.space[2],
          }}
        >
          Latest
        </span>
      )}
      <h4
        css={{
          fontSize: featured ? theme.fontSizes.h3 : theme.fontSizes.xl,
          marginBottom: theme.space[2],
          [theme.mq.up("lg")]: featured ? { fontSize: theme.fontSizes.h2 } : {},
        }}
      >
        {item.title}
      </h4>
      <p
        css={{
          color: featured ? theme.colors.textOnDarkMuted : theme.colors.textMuted,
          fontSize: featured ? theme.fontSizes.md : theme.fontSizes.sm,
          flexGrow: 1,
        }}
      >
        {item.description}
      </p>
      <ExternalLink
        href={item.url}
        css={{
          display: "inline-flex",
          alignItems: "center",
          alignSelf: "flex-start",
          gap: theme.space[2],
          minHeight: 44,
          fontWeight: theme.fontWeights.semibold,
          ...(featured && {
            color: theme.colors.accentOnDark,
            "&:hover": { color: theme.colors.textOnDark },
            "&:focus-visible": { outlineColor: theme.colors.focusOnDark },
          }),
        }}
      >
        Read more <span className="visually-hidden">about {item.title}</span>
        <FaArrowUpRightFromSquare aria-hidden="true" size="0.8em" />
      </ExternalLink>
    </article>
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
      <ul css={{ listStyle: "none", margin: 0, padding: 0 }}>
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
