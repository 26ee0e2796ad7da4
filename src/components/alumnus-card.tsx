import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaLinkedinIn } from "./icons/fa-linkedin-in";
import { ExternalLink } from "./external-link";
import { MediaFrame, Picture, cardSurface, type PictureLoad } from "./ui";

/** 160 px portraits (320 px for retina), lazy, with a flat dominant-colour placeholder. */
export const query = graphql`
  fragment AlumnusCard on Alumnus {
    slug
    name
    post
    company
    linkedin
    photo {
      childImageSharp {
        gatsbyImageData(
          width: 160
          height: 160
          layout: CONSTRAINED
          breakpoints: [160, 320, 480]
          sizes: "160px"
        )
      }
    }
  }
`;

/**
 * One alumnus, plain markup. No content-visibility: Chromium leaves skipped content out of the
 * accessibility tree until it is scrolled to.
 */
export function AlumnusCard({
  alumnus,
  photoLoad,
}: {
  alumnus: Queries.AlumnusCardFragment;
  /** How the portrait loads (listPictureLoad); lazily if left out. */
  photoLoad?: PictureLoad;
}) {
  const theme = useTheme();
  const photo = alumnus.photo.childImageSharp?.gatsbyImageData ?? null;
  return (
    <article
      css={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        padding: `${theme.space[5]} ${theme.space[3]}`,
        ...cardSurface(theme),
      }}
    >
      {photo && (
        <MediaFrame portrait css={{ width: "min(100%, 160px)", marginBottom: theme.space[4] }}>
          <Picture image={photo} alt={`Portrait of ${alumnus.name}`} {...photoLoad} />
        </MediaFrame>
      )}
      <h2
        css={{
          fontSize: theme.fontSizes.lg,
          textTransform: "uppercase",
          overflowWrap: "anywhere",
          marginBottom: theme.space[1],
          [theme.mq.up("md")]: { fontSize: theme.fontSizes.xl },
        }}
      >
        {alumnus.name}
      </h2>
      <p css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold, margin: 0 }}>
        {alumnus.post}
      </p>
      <p
        css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, margin: `0 0 ${theme.space[3]}` }}
      >
        {alumnus.company}
      </p>
      {alumnus.linkedin && (
        <ExternalLink
          href={alumnus.linkedin}
          aria-label={`${alumnus.name} on LinkedIn`}
          css={{
            marginTop: "auto",
            display: "inline-grid",
            placeItems: "center",
            width: theme.sizes.tapTarget,
            height: theme.sizes.tapTarget,
            borderRadius: "50%",
            color: theme.colors.text,
            border: `1px solid ${theme.colors.border}`,
            transition: `background ${theme.motion.transition}ms, color ${theme.motion.transition}ms`,
            "&:hover": {
              background: theme.colors.accent,
              color: theme.colors.onAccent,
              borderColor: theme.colors.accent,
            },
          }}
        >
          <FaLinkedinIn aria-hidden="true" focusable="false" size="1.1rem" />
        </ExternalLink>
      )}
    </article>
  );
}
