import { graphql, type HeadProps, type PageProps } from "gatsby";
import { VehiclePage } from "../components/vehicle-page";
import { Seo, JsonLd } from "../components/seo";
import { breadcrumbJsonLd } from "../components/breadcrumb";
import { useSiteSettings } from "../hooks/use-site-settings";
import { vehicleTrail } from "../lib/trails";
import { vehiclePath } from "../lib/routes";

type Data = Queries.VehiclePageQuery;

export default function VehicleTemplate({ data }: PageProps<Data>) {
  if (!data.vehicle) return null;
  return <VehiclePage vehicle={data.vehicle} previous={data.previous} next={data.next} />;
}

/** Alias routes (e.g. /vehicle/zfrcv1.0) share this page; the canonical link always names the main route. */
export function Head({ data }: HeadProps<Data>) {
  const { siteUrl } = useSiteSettings();
  if (!data.vehicle) return null;
  const { vehicle } = data;
  return (
    <Seo
      title={`${vehicle.title} · ${vehicle.team.shortName}`}
      description={vehicle.description.slice(0, 155)}
      pathname={vehiclePath(vehicle.team.slug, vehicle.version)}
      image={vehicle.image?.childImageSharp?.og?.images.fallback?.src}
    >
      <JsonLd data={breadcrumbJsonLd(vehicleTrail(vehicle.team, vehicle), siteUrl)} />
    </Seo>
  );
}

export const query = graphql`
  query VehiclePage($slug: String!, $previous: String, $next: String) {
    vehicle(slug: { eq: $slug }) {
      ...VehiclePageVehicle
      image {
        childImageSharp {
          og: gatsbyImageData(width: 1200, height: 630, formats: [JPG], layout: FIXED)
        }
      }
    }
    previous: vehicle(slug: { eq: $previous }) {
      ...VehicleNeighbour
    }
    next: vehicle(slug: { eq: $next }) {
      ...VehicleNeighbour
    }
  }
`;
