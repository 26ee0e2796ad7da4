import { graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { useTheme } from "@emotion/react";
import { CopyHead } from "../components/page-head";
import { AlumnusCard } from "../components/alumnus-card";
import { Section, cardGrid } from "../components/ui";

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
              <AlumnusCard alumnus={alumnus} eager={index < 4} priority={index === 0} />
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
