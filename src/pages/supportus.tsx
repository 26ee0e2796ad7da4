import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead } from "../components/page-head";
import { CopyBlocks, Paragraphs } from "../components/page-copy";

type Data = Queries.SupportPageQuery;

export default function SupportPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>SUPPORT US</h1>
      <p>{data.copy?.intro}</p>
      <Paragraphs paragraphs={data.copy?.paragraphs} />
      <section aria-labelledby="bank-details">
        <h2 id="bank-details">Bank Details</h2>
        <dl>
          {(data.siteSettings?.bankDetails ?? []).map((row) => (
            <div key={row.slug}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <CopyBlocks blocks={data.copy?.blocks} />
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query SupportPage {
    copy: pageCopy(slug: { eq: "support" }) {
      ...PageCopyFields
    }
    siteSettings {
      bankDetails {
        slug
        label
        value
      }
    }
  }
`;
