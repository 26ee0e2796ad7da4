import { graphql, type PageProps } from "gatsby";
import { CardsPage } from "../components/cards-page";
import { CopyHead } from "../components/page-head";
import { AlumnusCard } from "../components/alumnus-card";
import { cardGrid, listPictureLoad } from "../components/ui";

/** Portraits on screen at load (a phone's first rows); the first is the page's largest paint. */
const FIRST_ROW = 4;

type Data = Queries.AlumniPageQuery;

export default function AlumniPage({ data }: PageProps<Data>) {
  return (
    <CardsPage
      copy={data.copy}
      tone="muted"
      list={(theme) => cardGrid(theme, { minWidth: { base: "10rem", md: "12rem" }, gap: { base: 4, md: 5 } })}
      items={data.alumni.nodes}
      keyOf={(alumnus) => alumnus.slug}
      card={(alumnus, index) => (
        <AlumnusCard alumnus={alumnus} photoLoad={listPictureLoad(index, FIRST_ROW)} />
      )}
    />
  );
}

export const Head = CopyHead;

export const query = graphql`
  query AlumniPage {
    copy: pageCopy(slug: { eq: "alumni" }) {
      ...PageCopyFields
    }
    alumni: allAlumnus(sort: { name: ASC }) {
      nodes {
        ...AlumnusCard
      }
    }
  }
`;
