import { graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { useTheme } from "@emotion/react";
import { CopyHead } from "../components/page-head";
import { AlumnusCard } from "../components/alumnus-card";
import { Section, cardGrid, listPictureLoad } from "../components/ui";

/** Portraits on screen at load (a phone's first rows); the first is the page's largest paint. */
const FIRST_ROW = 4;

type Data = Queries.AlumniPageQuery;

export default function AlumniPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section tone="muted">
        <ul css={cardGrid(theme, { minWidth: { base: "10rem", md: "12rem" }, gap: { base: 4, md: 5 } })}>
          {data.alumni.nodes.map((alumnus, index) => (
            <li key={alumnus.slug}>
              <AlumnusCard alumnus={alumnus} photoLoad={listPictureLoad(index, FIRST_ROW)} />
            </li>
          ))}
        </ul>
      </Section>
    </>
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
