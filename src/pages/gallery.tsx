import { graphql, type PageProps } from "gatsby";
import { CardsPage } from "../components/cards-page";
import { CopyHead } from "../components/page-head";
import { AlbumCard } from "../components/album-card";
import { centredGridRules } from "../components/ui";

type Data = Queries.GalleryPageQuery;

export default function GalleryPage({ data }: PageProps<Data>) {
  return (
    <CardsPage
      copy={data.copy}
      list={(theme) => centredGridRules(theme, { columns: { base: 1, sm: 2, lg: 3 }, gap: 5 })}
      items={data.albums.nodes}
      keyOf={(album) => album.slug}
      reveal={(index) => ({ delay: 100 + (index % 3) * 100 })}
      card={(album, index) => <AlbumCard album={album} eager={index < 3} />}
    />
  );
}

export const Head = CopyHead;

/** Only the six named, published albums (Section0–5) are listed; unnamed ones have a page but no card. */
export const query = graphql`
  query GalleryPage {
    copy: pageCopy(slug: { eq: "gallery" }) {
      ...PageCopyFields
    }
    albums: allAlbum(filter: { published: { eq: true }, name: { ne: null } }, sort: { order: ASC }) {
      nodes {
        ...AlbumCard
      }
    }
  }
`;
