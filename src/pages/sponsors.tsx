import { Link, graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { PageHead } from "../components/page-head";
import { ExternalLink } from "../components/external-link";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.SponsorsPageQuery;

export default function SponsorsPage({ data }: PageProps<Data>) {
  const [whyIntro, closing] = data.copy?.paragraphs ?? [];
  return (
    <article>
      <h1>Our Sponsors</h1>
      <p>{data.copy?.intro}</p>
      <ul>
        {data.sponsors.nodes.map((sponsor) => {
          const logo = getImage(sponsor.logo.childImageSharp?.gatsbyImageData ?? null);
          const image = logo && <GatsbyImage image={logo} alt={sponsor.name} />;
          return (
            <li key={sponsor.slug}>
              {sponsor.url ? <ExternalLink href={sponsor.url}>{image}</ExternalLink> : image}
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="why-sponsor">
        <h2 id="why-sponsor">Why Sponsor us?</h2>
        {whyIntro && <p>{whyIntro}</p>}
        <ul>
          {(data.copy?.blocks ?? []).map((block) => (
            <li key={block.heading}>
              <h3>{block.heading}</h3>
              <p>{block.text}</p>
            </li>
          ))}
        </ul>
        {closing && <p>{closing}</p>}
        <Link to={PAGE_ROUTES.contact}>Get in touch</Link>
      </section>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query SponsorsPage {
    copy: pageCopy(slug: { eq: "sponsors" }) {
      ...PageCopyFields
    }
    sponsors: allSponsor(sort: { order: ASC }) {
      nodes {
        slug
        name
        url
        logo {
          childImageSharp {
            gatsbyImageData(width: 200, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
