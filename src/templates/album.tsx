import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AlbumPage } from "../components/album-page";
import { Seo } from "../components/seo";
import { albumPath } from "../lib/routes";
import { albumTitle } from "../lib/format";

type Data = Queries.AlbumPageQuery;

export default function AlbumTemplate({ data }: PageProps<Data>) {
  if (!data.album) return null;
  return <AlbumPage album={data.album} />;
}

export function Head({ data }: HeadProps<Data>) {
  if (!data.album) return null;
  const title = albumTitle(data.album);
  return (
    <Seo
      title={`${title} · Gallery`}
      description={`${data.album.images.length} photos from ${title}, by the SAE ZHCET Collegiate Club.`}
      pathname={albumPath(data.album.slug)}
      image={data.album.cover.src.childImageSharp?.og?.images.fallback?.src}
    />
  );
}

/** The sharing image is made from the cover only, not from every photo of the album. */
export const query = graphql`
  query AlbumPage($slug: String!) {
    album(slug: { eq: $slug }) {
      ...AlbumPageAlbum
      cover {
        src {
          childImageSharp {
            og: gatsbyImageData(width: 1200, height: 630, formats: [JPG], layout: FIXED)
          }
        }
      }
    }
  }
`;
