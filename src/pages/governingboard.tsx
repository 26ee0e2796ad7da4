import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { PageHead } from "../components/page-head";
import { ExternalLink } from "../components/external-link";

type Data = Queries.BoardPageQuery;

export default function BoardPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>Meet the Team</h1>
      <p>{data.copy?.intro}</p>
      <ul>
        {data.members.nodes.map((member) => {
          const photo = getImage(member.photo.childImageSharp?.gatsbyImageData ?? null);
          return (
            <li key={member.slug}>
              <article>
                {photo && <GatsbyImage image={photo} alt={`Portrait of ${member.name}`} />}
                <h2>{member.name}</h2>
                <p>{member.post}</p>
                <ul aria-label={`Contact ${member.name}`}>
                  {member.linkedin && (
                    <li>
                      <ExternalLink href={member.linkedin} aria-label={`${member.name} on LinkedIn`}>
                        LinkedIn
                      </ExternalLink>
                    </li>
                  )}
                  {member.instagram && (
                    <li>
                      <ExternalLink href={member.instagram} aria-label={`${member.name} on Instagram`}>
                        Instagram
                      </ExternalLink>
                    </li>
                  )}
                  {member.email && (
                    <li>
                      <a href={`mailto:${member.email}`} aria-label={`E-mail ${member.name}`}>
                        E-mail
                      </a>
                    </li>
                  )}
                </ul>
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
  query BoardPage {
    copy: pageCopy(slug: { eq: "board" }) {
      ...PageCopyFields
    }
    members: allBoardMember(sort: { order: ASC }) {
      nodes {
        slug
        name
        post
        linkedin
        instagram
        email
        photo {
          childImageSharp {
            gatsbyImageData(width: 280, height: 280, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`;
