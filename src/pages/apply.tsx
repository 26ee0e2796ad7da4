import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead } from "../components/page-head";
import { CopyBlocks } from "../components/page-copy";

type Data = Queries.JoinPageQuery;

export default function JoinPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>JOIN US</h1>
      <p>{data.copy?.intro}</p>
      <CopyBlocks blocks={data.copy?.blocks} />
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query JoinPage {
    copy: pageCopy(slug: { eq: "join" }) {
      ...PageCopyFields
    }
  }
`;
