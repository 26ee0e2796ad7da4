import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTheme } from "@emotion/react";
import { Seo, JsonLd } from "../components/seo";
import { Hero } from "../components/hero";
import { CollegeHeadsIsland } from "../components/college-heads";
import { LatestNews } from "../components/latest-news";
import { TeamsSection } from "../components/team-card";
import { CopySectionHeading } from "../components/section-heading";
import { Reveal, Section } from "../components/ui";
import { PAGE_ROUTES } from "../lib/routes";
import { useSiteSettings } from "../hooks/use-site-settings";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  const theme = useTheme();
  const { copy } = data;
  // The content check requires these of content/pages/home.json; a build without them stops here.
  if (!copy?.intro || !copy.taglines || !copy.heroVideos || !copy.sections) {
    throw new Error("content/pages/home.json: intro, taglines, heroVideos and sections are required");
  }
  const poster = copy.image?.childImageSharp?.gatsbyImageData ?? null;
  return (
    <>
      <Hero
        poster={poster}
        posterAlt={copy.imageAlt ?? ""}
        posterFocus={copy.imageFocus}
        welcome={copy.intro}
        taglines={copy.taglines}
        videos={copy.heroVideos}
      />

      <Section labelledBy="college-heads">
        <Reveal delay={theme.motion.delays.blockShort}>
          <CopySectionHeading id="college-heads" copy={copy.sections.collegeHeads} />
          <CollegeHeadsIsland heads={data.heads.nodes} labelledBy="college-heads" />
        </Reveal>
      </Section>

      <LatestNews
        heading={copy.sections.news}
        notifications={data.notifications.nodes}
        article={copy.article ?? null}
        video={copy.video ?? null}
        videoPoster={data.videoPoster?.image?.childImageSharp?.gatsbyImageData ?? null}
        articlePoster={copy.article?.poster.childImageSharp?.gatsbyImageData ?? null}
      />

      <TeamsSection heading={copy.sections.teams} teams={data.teams.nodes} />
    </>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings();
  if (!data.copy) return null;
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
      article {
        url
        title
        source
        poster {
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.7778, layout: CONSTRAINED)
          }
        }
      }
      video {
        youtubeId
        title
      }
      taglines
      heroVideos {
        webm
        mp4
      }
      sections {
        collegeHeads {
          heading
          highlight
          subtitle
        }
        news {
          heading
          highlight
          subtitle
        }
        teams {
          heading
          highlight
          subtitle
        }
      }
      imageAlt
      imageFocus
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
  }
`;
