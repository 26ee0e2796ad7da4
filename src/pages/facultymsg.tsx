import { graphql, type PageProps } from "gatsby";
import { CardsPage } from "../components/cards-page";
import { CopyHead } from "../components/page-head";
import { FacultyCard } from "../components/faculty-card";
import { cardGrid } from "../components/ui";
import { useSiteSettings } from "../hooks/use-site-settings";

type Data = Queries.FacultyPageQuery;

export default function FacultyPage({ data }: PageProps<Data>) {
  const clubEmail = useSiteSettings().email;
  return (
    <CardsPage
      copy={data.copy}
      tone="muted"
      sectionCss={{ overflowX: "clip" }}
      list={(theme) => cardGrid(theme, { gap: 6 })}
      items={data.advisors.nodes}
      keyOf={(advisor) => advisor.slug}
      reveal={(index) => ({ effect: index % 2 ? "fade-left" : "fade-up", delay: 200 })}
      card={(advisor, index) => (
        <FacultyCard advisor={advisor} clubEmail={clubEmail} eagerPhoto={index === 0} />
      )}
    />
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
  }
`;
