import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaImages } from "./icons/fa-images";
import { albumPath } from "../lib/routes";
import { albumTitle, countLabel } from "../lib/format";
import { MediaFrame, Picture } from "./ui";
import { imageSizes } from "../styles/theme";

/** Only the cover (the album's first image) is queried, not every photo of the album. */
export const query = graphql`
  fragment AlbumCard on Album {
    slug
    order
    name
    imageCount
    cover {
      src {
        childImageSharp {
          cover: gatsbyImageData(
            width: 560
            aspectRatio: 1.5
            layout: CONSTRAINED
            breakpoints: [360, 560, 720, 1080]
          )
        }
      }
    }
  }
`;

export interface AlbumCardProps {
  album: Queries.AlbumCardFragment;
  /** Covers of the first row are above the fold. */
  eager?: boolean;
}

/** A gallery album: cover image, name and photo count, linking to the album page. */
export function AlbumCard({ album, eager = false }: AlbumCardProps) {
  const theme = useTheme();
  const cover = album.cover.src.childImageSharp?.cover ?? null;
  return (
    <a
      href={albumPath(album.slug)}
      css={{
        position: "relative",
        display: "block",
        height: "100%",
        overflow: "hidden",
        borderRadius: theme.radii.lg,
        background: theme.colors.ink,
        color: theme.colors.textOnDark,
        textDecoration: "none",
        boxShadow: theme.shadows.card,
        "&:hover": { color: theme.colors.textOnDark },
        "& .album-cover": { transition: `transform ${theme.motion.reveal}ms ${theme.motion.easing}` },
        "@media (hover: hover)": { "&:hover .album-cover": { transform: "scale(1.04)" } },
        "&:focus-visible": { outlineOffset: 3 },
      }}
    >
      {cover && (
        <MediaFrame>
          <Picture
            image={cover}
            alt=""
            className="album-cover"
            loading={eager ? "eager" : "lazy"}
            sizes={imageSizes({ xl: "347px", lg: "30vw", sm: "46vw" }, "calc(100vw - 2rem)")}
          />
        </MediaFrame>
      )}
      <div
        css={{
          position: "absolute",
          insetInline: 0,
          bottom: 0,
          padding: `${theme.space[7]} ${theme.space[4]} ${theme.space[4]}`,
          background: `linear-gradient(to top, ${theme.colors.ink} 10%, transparent)`,
        }}
      >
        <h2
          css={{
            fontSize: theme.fontSizes.h3,
            textTransform: "uppercase",
            margin: 0,
            color: theme.colors.textOnDark,
          }}
        >
          {albumTitle(album)}
        </h2>
        <p
          css={{
            display: "flex",
            alignItems: "center",
            gap: theme.space[2],
            margin: 0,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textOnDarkMuted,
          }}
        >
          <FaImages aria-hidden="true" focusable="false" />
          {countLabel(album.imageCount, "photo")}
        </p>
      </div>
    </a>
  );
}
