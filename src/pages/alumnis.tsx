import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { PageHead } from "../components/page-head";
import { ExternalLink } from "../components/external-link";

type Data = Queries.AlumniPageQuery;

export default function AlumniPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>Meet Our Alumni</h1>
      <p>{data.copy?.intro}</p>
      <ul>
        {data.alumni.nodes.map((alumnus) => {
          const photo = getImage(alumnus.photo.childImageSharp?.gatsbyImageData ?? null);
          return (
            <li key={alumnus.slug}>
              <article>
                {photo && <GatsbyImage image={photo} alt={`Portrait of ${alumnus.name}`} />}
                <h2>{alumnus.name}</h2>
                <p>{alumnus.post}</p>
                <p>{alumnus.company}</p>
                {alumnus.linkedin && (
                  <ExternalLink href={alumnus.linkedin} aria-label={`${alumnus.name} on LinkedIn`}>
                    LinkedIn
                  </ExternalLink>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <PageHead copy={data.copy} pathname={location.pathname} />
);

export const query = graphql`
  query AlumniPage {
    copy: pageCopy(slug: { eq: "alumni" }) {
      ...PageCopyFields
    }
    alumni: allAlumnus(sort: { name: ASC }) {
      nodes {
        slug
        name
        post
        company
        linkedin
        photo {
          childImageSharp {
            gatsbyImageData(width: 240, height: 240, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`;
