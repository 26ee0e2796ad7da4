import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Breadcrumb } from "./breadcrumb";
import { PAGE_ROUTES, albumPath } from "../lib/routes";

export const query = graphql`
  fragment AlbumPageAlbum on Album {
    slug
    order
    name
    images {
      alt
      src {
        childImageSharp {
          thumbnail: gatsbyImageData(width: 360, aspectRatio: 1.5, layout: CONSTRAINED)
        }
      }
    }
  }
`;

/** Albums without a name (Section6–8) are titled by their number. */
export const albumTitle = (album: { name?: string | null; order: number }): string =>
  album.name ?? `Photo album ${album.order}`;

export function AlbumPage({ album }: { album: Queries.AlbumPageAlbumFragment }) {
  const title = albumTitle(album);
  return (
    <article>
      <Breadcrumb
        trail={[
          { label: "Homepage", to: PAGE_ROUTES.home },
          { label: "Gallery", to: PAGE_ROUTES.gallery },
          { label: title, to: albumPath(album.slug) },
        ]}
      />
      <h1>{title}</h1>
      <ul>
        {album.images.map((image, index) => {
          const thumbnail = getImage(image.src.childImageSharp?.thumbnail ?? null);
          return <li key={index}>{thumbnail && <GatsbyImage image={thumbnail} alt={image.alt} />}</li>;
        })}
      </ul>
    </article>
  );
}
