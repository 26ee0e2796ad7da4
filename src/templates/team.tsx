import { graphql, type HeadProps, type PageProps } from "gatsby";
import { TeamPage } from "../components/team-page";
import { Seo, JsonLd } from "../components/seo";
import { breadcrumbJsonLd } from "../components/breadcrumb";
import { useSiteSettings } from "../hooks/use-site-settings";
import { teamTrail } from "../lib/trails";

type Data = Queries.TeamPageQuery;

export default function TeamTemplate({ data }: PageProps<Data>) {
  if (!data.team) return null;
  return <TeamPage team={data.team} vehicles={data.vehicles.nodes} roster={data.roster} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  const { siteUrl } = useSiteSettings();
  if (!data.team) return null;
  const { team } = data;
  return (
    <Seo
      title={team.title}
      description={team.summary}
      pathname={location.pathname}
      image={team.cover.childImageSharp?.og?.images.fallback?.src}
    >
      <JsonLd data={breadcrumbJsonLd(teamTrail(team), siteUrl)} />
    </Seo>
  );
}

export const query = graphql`
  query TeamPage($slug: String!) {
    team(slug: { eq: $slug }) {
      ...TeamPageTeam
      cover {
        childImageSharp {
          og: gatsbyImageData(width: 1200, height: 630, formats: [JPG], layout: FIXED)
        }
      }
    }
    vehicles: allVehicle(
      filter: { team: { slug: { eq: $slug } }, listed: { eq: true } }
      sort: { order: ASC }
    ) {
      nodes {
        ...VehicleCard
      }
    }
    roster(team: { slug: { eq: $slug } }) {
      ...TeamRoster
    }
  }
`;
