import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyBlocks, Paragraphs } from "../components/page-copy";
import { PageHead } from "../components/page-head";

type Data = Queries.AboutPageQuery;

export default function AboutPage({ data }: PageProps<Data>) {
  const copy = data.copy;
  if (!copy) return null;
  return (
    <article>
      <p>{copy.title}</p>
      <h1>{copy.intro}</h1>
      <Paragraphs paragraphs={copy.paragraphs} />
      <CopyBlocks blocks={copy.blocks} />
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query AboutPage {
    copy: pageCopy(slug: { eq: "about" }) {
      ...PageCopyFields
    }
  }
`;
