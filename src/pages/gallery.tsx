import { Link, graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { PageHead } from "../components/page-head";
import { albumPath } from "../lib/routes";

type Data = Queries.GalleryPageQuery;

export default function GalleryPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>Event Images</h1>
      <p>{data.copy?.intro}</p>
      <ul>
        {data.albums.nodes.map((album) => {
          const cover = getImage(album.images[0]?.src.childImageSharp?.gatsbyImageData ?? null);
          return (
            <li key={album.slug}>
              <Link to={albumPath(album.slug)}>
                {cover && <GatsbyImage image={cover} alt="" />}
                <h2>{album.name}</h2>
                <p>{album.images.length} photos</p>
              </Link>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query GalleryPage {
    copy: pageCopy(slug: { eq: "gallery" }) {
      ...PageCopyFields
    }
    albums: allAlbum(filter: { published: { eq: true }, name: { ne: null } }, sort: { order: ASC }) {
      nodes {
        slug
        name
        images {
          src {
            childImageSharp {
              gatsbyImageData(width: 480, aspectRatio: 1.5, layout: CONSTRAINED)
            }
          }
        }
      }
    }
  }
`;
