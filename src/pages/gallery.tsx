import { graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { useTheme } from "@emotion/react";
import { CopyHead } from "../components/page-head";
import { AlbumCard } from "../components/album-card";
import { Reveal, Section, cardGrid } from "../components/ui";

type Data = Queries.GalleryPageQuery;

export default function GalleryPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section>
        <ul css={cardGrid(theme, { columns: { sm: 2, lg: 3 }, gap: 5 })}>
          {data.albums.nodes.map((album, index) => (
            <Reveal as="li" key={album.slug} delay={100 + (index % 3) * 100}>
              <AlbumCard album={album} eager={index < 3} />
            </Reveal>
          ))}
        </ul>
      </Section>
    </>
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
