import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { PageHead } from "../components/page-head";
import { ExternalLink } from "../components/external-link";

type Data = Queries.EventsPageQuery;

export default function EventsPage({ data }: PageProps<Data>) {
  return (
    <article>
      <h1>Events that we Participate in</h1>
      <p>{data.copy?.intro}</p>
      <ul>
        {data.events.nodes.map((event) => {
          const poster = getImage(event.poster.childImageSharp?.gatsbyImageData ?? null);
          return (
            <li key={event.slug}>
              <article aria-labelledby={`event-${event.slug}`}>
                {poster && <GatsbyImage image={poster} alt={event.posterAlt} />}
                <h2 id={`event-${event.slug}`}>{event.title}</h2>
                <p>{event.tagline}</p>
                <p>{event.description}</p>
                <ExternalLink href={event.url} aria-label={`Learn More about ${event.title}`}>
                  Learn More..
                </ExternalLink>
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
  query EventsPage {
    copy: pageCopy(slug: { eq: "events" }) {
      ...PageCopyFields
    }
    events: allEvent(sort: { order: ASC }) {
      nodes {
        slug
        title
        tagline
        description
        url
        youtubeId
        posterAlt
        poster {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.7778, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`;
