import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Link } from "gatsby";
import { Seo, JsonLd } from "../components/seo";
import { TeamsSection } from "../components/team-card";
import { ExternalLink } from "../components/external-link";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.HomePageQuery;

const TAGLINES = ["IDEATE.", "DESIGN.", "CREATE."] as const;

export default function HomePage({ data }: PageProps<Data>) {
  const poster = getImage(data.copy?.image?.childImageSharp?.gatsbyImageData ?? null);
  return (
    <>
      <section aria-labelledby="hero-title">
        {poster && <GatsbyImage image={poster} alt={data.copy?.imageAlt ?? ""} loading="eager" />}
        <p aria-hidden="true">{TAGLINES.join(" ")}</p>
        <h1 id="hero-title">{data.copy?.intro}</h1>
        <Link to={PAGE_ROUTES.about}>About Us</Link>
      </section>

      <TeamsSection teams={data.teams.nodes} />

      <section aria-labelledby="college-heads">
        <h2 id="college-heads">What our College Heads say</h2>
        <ul>
          {data.heads.nodes.map((head) => {
            const photo = getImage(head.photo.childImageSharp?.gatsbyImageData ?? null);
            return (
              <li key={head.slug}>
                <figure>
                  {photo && <GatsbyImage image={photo} alt={`Portrait of ${head.name}`} />}
                  <blockquote>
                    <p>{head.message}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{head.name}</strong>, {head.designation}, {head.department}
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="latest-news">
        <h2 id="latest-news">Latest News</h2>
        <p>Have a look at our most recent news of the teams</p>
        <section aria-labelledby="notifications">
          <h3 id="notifications">Notifications and Updates</h3>
          <ul>
            {data.notifications.nodes.map((item) => (
              <li key={item.slug}>
                <ExternalLink href={item.url}>{item.title}</ExternalLink>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="news">
          <h3 id="news">In the news</h3>
          <ul>
            {data.news.nodes.map((item) => (
              <li key={item.slug}>
                <ExternalLink href={item.url}>{item.title}</ExternalLink>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </section>
    </>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const site = data.siteSettings;
  if (!data.copy || !site) return null;
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.clubName,
    alternateName: site.shortName,
    url: site.siteUrl,
    logo: `${site.siteUrl}${site.logo.publicURL ?? ""}`,
    foundingDate: String(site.foundedYear),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.department}, ${site.address.college}, ${site.address.university}`,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.socials.map((social) => social.url),
  };
  return (
    <Seo description={data.copy.description} pathname={PAGE_ROUTES.home}>
      <JsonLd data={organization} />
    </Seo>
  );
}

export const query = graphql`
  query HomePage {
    copy: pageCopy(slug: { eq: "home" }) {
      description
      intro
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.5)
        }
      }
    }
    teams: allTeam(sort: { order: ASC }) {
      nodes {
        ...TeamCard
      }
    }
    heads: allCollegeHead(sort: { order: ASC }) {
      nodes {
        slug
        name
        designation
        department
        message
        photo {
          childImageSharp {
            gatsbyImageData(width: 240, height: 240, layout: CONSTRAINED)
          }
        }
      }
    }
    notifications: allNotification(sort: { order: ASC }) {
      nodes {
        slug
        title
        description
        url
      }
    }
    news: allNewsItem(sort: { order: ASC }) {
      nodes {
        slug
        title
        description
        url
      }
    }
    siteSettings {
      clubName
      shortName
      siteUrl
      foundedYear
      email
      logo {
        publicURL
      }
      address {
        department
        college
        university
        city
        state
        postalCode
        country
      }
      socials {
        url
      }
    }
  }
`;
