import { useCallback, useMemo, useRef, useState } from "react";
import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaArrowLeft } from "./icons/fa-arrow-left";
import { Breadcrumb } from "./breadcrumb";
import { GalleryViewer, type ViewerImage } from "./gallery-viewer";
import {
  MediaFrame,
  MEDIA_RATIOS,
  PageHeader,
  Section,
  ALBUM_GRID_CLASS,
  Picture,
  listPictureLoad,
} from "./ui";
import { PAGE_ROUTES, albumPath } from "../lib/routes";
import { albumTitle, countLabel } from "../lib/format";
import { island } from "./island";
import { imageSizes } from "../styles/theme";

/** Thumbnails are sized to their grid cell; the viewer's image is a FULL_WIDTH variant at `sizes="100vw"`. */
export const query = graphql`
  fragment AlbumPageAlbum on Album {
    slug
    order
    name
    images {
      alt
      src {
        childImageSharp {
          thumbnail: gatsbyImageData(
            width: 360
            aspectRatio: 1.5
            layout: CONSTRAINED
            breakpoints: [180, 360, 540, 720]
          )
          full: gatsbyImageData(layout: FULL_WIDTH, breakpoints: [750, 1080, 1366, 1920], sizes: "100vw")
        }
      }
    }
  }
`;

/** How many thumbnails load eagerly (the first rows on a phone). */
const EAGER_THUMBNAILS = 4;

export function AlbumPage({ album }: { album: Queries.AlbumPageAlbumFragment }) {
  const title = albumTitle(album);

  return (
    <>
      <PageHeader
        before={
          <Breadcrumb
            trail={[
              { label: "Homepage", to: PAGE_ROUTES.home },
              { label: "Gallery", to: PAGE_ROUTES.gallery },
              { label: title, to: albumPath(album.slug) },
            ]}
          />
        }
        title={title}
        intro={countLabel(album.images.length, "photo")}
      />
      <AlbumPhotosIsland title={title} images={album.images} />
    </>
  );
}

type AlbumImages = Queries.AlbumPageAlbumFragment["images"];

/** The album's thumbnails, each opening the photo viewer (a dialog), and the way back to the gallery. */
function AlbumPhotos({ title, images }: { title: string; images: AlbumImages }) {
  const theme = useTheme();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const viewerImages = useMemo<ViewerImage[]>(
    () =>
      images.map((image) => ({
        alt: image.alt,
        image: image.src.childImageSharp?.full ?? null,
      })),
    [images],
  );
  const handleClose = useCallback((lastIndex: number) => {
    setOpenIndex(null);
    thumbnails.current[lastIndex]?.focus();
  }, []);

  return (
    <>
      <Section>
        {/* A centred grid (centredGridRules) by class name, from the global styles: no styles in the island. */}
        <ul className={ALBUM_GRID_CLASS}>
          {images.map((image, index) => {
            const thumbnail = image.src.childImageSharp?.thumbnail ?? null;
            // The cover is a double tile: the whole first row on a phone, two columns by two rows above.
            const cover = index === 0;
            const tall = theme.mq.up("sm");
            return (
              <li
                key={index}
                css={cover ? { "&&": { gridColumn: "span 4" }, [tall]: { gridRow: "span 2" } } : undefined}
              >
                <button
                  ref={(element) => {
                    thumbnails.current[index] = element;
                  }}
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setOpenIndex(index)}
                  css={{
                    display: "block",
                    width: "100%",
                    padding: 0,
                    border: 0,
                    borderRadius: theme.radii.md,
                    overflow: "hidden",
                    background: theme.colors.surface,
                    cursor: "zoom-in",
                    "& picture": {
                      transition: `transform ${theme.motion.transition}ms ${theme.motion.easing}`,
                    },
                    "@media (hover: hover)": {
                      "&:hover picture": { transform: "scale(1.05)" },
                    },
                    "&:focus-visible": { outlineOffset: 3 },
                    ...(cover && { [tall]: { height: "100%" } }),
                  }}
                >
                  {thumbnail && (
                    <MediaFrame
                      as="span"
                      ratio={MEDIA_RATIOS.photo}
                      css={cover ? { [tall]: { height: "100%", aspectRatio: "auto" } } : undefined}
                    >
                      <Picture
                        image={thumbnail}
                        alt={image.alt}
                        sizes={
                          cover
                            ? imageSizes({ xl: "536px", lg: "48vw", sm: "64vw" }, "94vw")
                            : imageSizes({ xl: "260px", lg: "23vw", sm: "31vw" }, "47vw")
                        }
                        {...listPictureLoad(index, EAGER_THUMBNAILS)}
                      />
                    </MediaFrame>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <p css={{ marginTop: theme.space[7], marginBottom: 0 }}>
          <a
            href={PAGE_ROUTES.gallery}
            css={{
              display: "inline-flex",
              alignItems: "center",
              gap: theme.space[2],
              minHeight: theme.sizes.tapTarget,
            }}
          >
            <FaArrowLeft aria-hidden="true" focusable="false" />
            All albums
          </a>
        </p>
      </Section>
      <GalleryViewer
        title={title}
        images={viewerImages}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={handleClose}
      />
    </>
  );
}

export const AlbumPhotosIsland = island("album-photos", AlbumPhotos);
