import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaEnvelope } from "./icons/fa-envelope";
import { FaInstagram } from "./icons/fa-instagram";
import { FaLinkedinIn } from "./icons/fa-linkedin-in";
import { ExternalLink } from "./external-link";
import { MediaFrame, cardStyles, Picture, type PictureLoad } from "./ui";
import { imageSizes } from "../styles/theme";

export const query = graphql`
  fragment BoardCard on BoardMember {
    slug
    name
    post
    linkedin
    instagram
    email
    photo {
      childImageSharp {
        gatsbyImageData(width: 320, height: 320, layout: CONSTRAINED)
      }
    }
  }
`;

/** The member's links in card order: two networks (by name) and the e-mail address. */
const LINKS = [
  { key: "linkedin", network: "LinkedIn", Icon: FaLinkedinIn },
  { key: "instagram", network: "Instagram", Icon: FaInstagram },
  { key: "email", network: null, Icon: FaEnvelope },
] as const;

/** The member's links that have a value, each with its accessible name (empty ones are left out). */
function boardLinks(member: Queries.BoardCardFragment) {
  return LINKS.flatMap(({ key, network, Icon }) => {
    const value = member[key];
    if (!value?.trim()) return [];
    const href = network ? value : `mailto:${value.trim()}`;
    const label = network ? `${member.name} on ${network}` : `E-mail ${member.name}`;
    return [{ key, href, label, Icon, external: network !== null }];
  });
}

/** The portrait's width: most of a phone's two-column card, at most 200 px. */
const PHOTO_WIDTH = "min(72%, 200px)";
const PHOTO_SIZES = imageSizes({ xl: "200px", md: "22vw" }, "36vw");

/** A governing-board member: photo, name, post and only the links that exist. */
export function BoardCard({
  member,
  photoLoad,
}: {
  member: Queries.BoardCardFragment;
  /** How the photo loads (listPictureLoad); lazily if left out. */
  photoLoad?: PictureLoad;
}) {
  const theme = useTheme();
  const photo = member.photo.childImageSharp?.gatsbyImageData ?? null;
  const links = boardLinks(member);
  const headingId = `member-${member.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      css={[
        cardStyles(theme),
        { height: "100%", display: "flex", flexDirection: "column", textAlign: "center" },
      ]}
    >
      {photo && (
        <MediaFrame
          portrait
          css={{
            width: PHOTO_WIDTH,
            marginInline: "auto",
            marginTop: theme.space[5],
            [theme.mq.up("md")]: { marginTop: theme.space[6] },
          }}
        >
          <Picture image={photo} alt={`Portrait of ${member.name}`} sizes={PHOTO_SIZES} {...photoLoad} />
        </MediaFrame>
      )}
      <div
        css={{
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          flexGrow: 1,
          padding: `${theme.space[4]} ${theme.space[3]}`,
          [theme.mq.up("md")]: { padding: theme.space[5] },
        }}
      >
        <h2
          id={headingId}
          css={{
            fontSize: theme.fontSizes.xl,
            textTransform: "uppercase",
            letterSpacing: "0.02em",
            margin: `0 0 ${theme.space[1]}`,
            [theme.mq.up("md")]: { fontSize: theme.fontSizes.h3 },
            // Names of one or two lines end on the same line, so the posts of a row line up.
            minHeight: "2lh",
            display: "flex",
            alignItems: "flex-end",
            justifyContent: "center",
          }}
        >
          {member.name}
        </h2>
        <p
          css={{
            margin: 0,
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.sm,
            flexGrow: 1,
          }}
        >
          {member.post}
        </p>
        {links.length > 0 && (
          <ul
            aria-label={`Contact ${member.name}`}
            css={{
              display: "flex",
              justifyContent: "center",
              gap: theme.space[1],
              listStyle: "none",
              margin: `${theme.space[3]} 0 0`,
              padding: 0,
            }}
          >
            {links.map(({ key, href, label, Icon, external }) => {
              const style = {
                display: "grid",
                placeItems: "center",
                width: theme.sizes.tapTarget,
                height: theme.sizes.tapTarget,
                borderRadius: theme.radii.pill,
                color: theme.colors.text,
                background: theme.colors.surface,
                transition: `background ${theme.motion.transition}ms, color ${theme.motion.transition}ms`,
                "&:hover": { background: theme.colors.accent, color: theme.colors.onAccent },
              };
              return (
                <li key={key}>
                  {external ? (
                    <ExternalLink href={href} aria-label={label} css={style}>
                      <Icon aria-hidden="true" />
                    </ExternalLink>
                  ) : (
                    <a href={href} aria-label={label} css={style}>
                      <Icon aria-hidden="true" />
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </article>
  );
}
