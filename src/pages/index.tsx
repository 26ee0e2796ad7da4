import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { useTheme } from "@emotion/react";
import { Seo, JsonLd } from "../components/seo";
import { Hero } from "../components/hero";
import { CollegeHeads } from "../components/college-heads";
import { LatestNews } from "../components/latest-news";
import { TeamsSection } from "../components/team-card";
import { Highlight, SectionHeading } from "../components/section-heading";
import { Reveal, Section } from "../components/ui";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  const theme = useTheme();
  const poster = getImage(data.copy?.image?.childImageSharp?.gatsbyImageData ?? null) ?? null;
  return (
    <>
      <Hero
        poster={poster}
        posterAlt={data.copy?.imageAlt ?? ""}
        welcome={data.copy?.intro ?? "Welcome to the SAE ZHCET Collegiate Club"}
      />

      <Section labelledBy="college-heads">
        <Reveal delay={theme.motion.delays.blockShort}>
          <SectionHeading
            id="college-heads"
            subtitle="The Dean, the Principal and the Chairman on the students who design, build and race for ZHCET."
          >
            In the words of our <Highlight>College Heads</Highlight>
          </SectionHeading>
          <CollegeHeads heads={data.heads.nodes} labelledBy="college-heads" />
        </Reveal>
      </Section>

      <LatestNews
        notifications={data.notifications.nodes}
        news={data.news.nodes}
        videoPoster={getImage(data.videoPoster?.image?.childImageSharp?.gatsbyImageData ?? null) ?? null}
        articlePoster={getImage(data.articlePoster?.cover.childImageSharp?.gatsbyImageData ?? null) ?? null}
      />

      <TeamsSection teams={data.teams.nodes} />
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
          gatsbyImageData(layout: FULL_WIDTH)
        }
      }
    }
    videoPoster: pageCopy(slug: { eq: "home" }) {
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.7778, layout: CONSTRAINED)
        }
      }
    }
    articlePoster: team(slug: { eq: "zfr-ev" }) {
      cover {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.3333, layout: CONSTRAINED)
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
        ...CollegeHeadSlide
      }
    }
    notifications: allNotification(sort: { order: ASC }) {
      nodes {
        ...NotificationListItem
      }
    }
    news: allNewsItem(sort: { order: ASC }) {
      nodes {
        ...NewsListItem
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
