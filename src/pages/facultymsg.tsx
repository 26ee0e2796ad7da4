import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { PageHead } from "../components/page-head";
import { ExternalLink } from "../components/external-link";

type Data = Queries.FacultyPageQuery;

export default function FacultyPage({ data }: PageProps<Data>) {
  const email = data.siteSettings?.email ?? "";
  return (
    <article>
      <h1>FACULTY MESSAGE</h1>
      <p>{data.copy?.intro}</p>
      <ul>
        {data.advisors.nodes.map((advisor) => {
          const photo = getImage(advisor.photo.childImageSharp?.gatsbyImageData ?? null);
          const address = advisor.email ?? email;
          return (
            <li key={advisor.slug}>
              <article aria-labelledby={`advisor-${advisor.slug}`}>
                {photo && <GatsbyImage image={photo} alt={`Portrait of ${advisor.name}`} />}
                <h2 id={`advisor-${advisor.slug}`}>{advisor.name}</h2>
                <p>
                  {advisor.designation}, {advisor.department}
                </p>
                <p>
                  <a href={`mailto:${address}`} aria-label={`E-mail ${advisor.name}`}>
                    {address}
                  </a>{" "}
                  <ExternalLink href={advisor.linkedin} aria-label={`${advisor.name} on LinkedIn`}>
                    LinkedIn
                  </ExternalLink>
                </p>
                <blockquote>
                  {advisor.message.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </blockquote>
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
  query FacultyPage {
    copy: pageCopy(slug: { eq: "faculty" }) {
      ...PageCopyFields
    }
    advisors: allFacultyAdvisor(sort: { order: ASC }) {
      nodes {
        slug
        name
        designation
        department
        linkedin
        email
        message
        photo {
          childImageSharp {
            gatsbyImageData(width: 320, height: 320, layout: CONSTRAINED)
          }
        }
      }
    }
    siteSettings {
      email
    }
  }
`;
