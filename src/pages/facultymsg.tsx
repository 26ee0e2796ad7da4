import { graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { useTheme } from "@emotion/react";
import { CopyHead } from "../components/page-head";
import { FacultyCard } from "../components/faculty-card";
import { Reveal, Section, cardGrid } from "../components/ui";

type Data = Queries.FacultyPageQuery;

export default function FacultyPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  const clubEmail = data.siteSettings?.email ?? "";
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section tone="muted" css={{ overflowX: "clip" }}>
        <ul css={cardGrid(theme, { gap: 6 })}>
          {data.advisors.nodes.map((advisor, index) => (
            <Reveal as="li" key={advisor.slug} effect={index % 2 ? "fade-left" : "fade-up"} delay={200}>
              <FacultyCard advisor={advisor} clubEmail={clubEmail} eagerPhoto={index === 0} />
            </Reveal>
          ))}
        </ul>
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query FacultyPage {
    copy: pageCopy(slug: { eq: "faculty" }) {
      ...PageCopyFields
    }
    advisors: allFacultyAdvisor(sort: { order: ASC }) {
      nodes {
        ...FacultyCard
      }
    }
    siteSettings {
      email
    }
  }
`;
