import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead } from "../components/page-head";
import { formatBytes } from "../lib/format";

type Data = Queries.DownloadsPageQuery;

export default function DownloadsPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>Downloads</h1>
      <p>{data.copy?.intro}</p>
      <section aria-labelledby="newsletter">
        <h2 id="newsletter">NewsLetter coming soon</h2>
        {(data.copy?.paragraphs ?? []).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="useful-downloads">
        <h2 id="useful-downloads">Useful Downloads</h2>
        <ul>
          {data.releases.nodes.map((release) => (
            <li key={release.slug}>
              <h3>{release.title}</h3>
              <p>
                <time dateTime={release.isoDate ?? undefined}>{release.date}</time> · PDF,{" "}
                {formatBytes(release.sizeBytes)}
              </p>
              <a
                href={release.file}
                download={release.fileName}
                aria-label={`Download ${release.title} (PDF)`}
              >
                Download
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query DownloadsPage {
    copy: pageCopy(slug: { eq: "downloads" }) {
      ...PageCopyFields
    }
    releases: allPressRelease(sort: { order: ASC }) {
      nodes {
        slug
        title
        date(formatString: "D MMMM YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
        file
        fileName
        sizeBytes
      }
    }
  }
`;
