import { Link, graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Breadcrumb } from "./breadcrumb";
import { SpecTable } from "./spec-table";
import { vehicleTrail } from "../lib/trails";
import { teamPath, vehiclePath } from "../lib/routes";

export const query = graphql`
  fragment VehiclePageVehicle on Vehicle {
    slug
    version
    title
    year
    description
    imageAlt
    team {
      slug
      shortName
      title
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 960, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
    ...VehicleSpecs
  }
  fragment VehicleNeighbour on Vehicle {
    title
    version
    team {
      slug
    }
  }
`;

export interface VehiclePageProps {
  vehicle: Queries.VehiclePageVehicleFragment;
  previous: Queries.VehicleNeighbourFragment | null;
  next: Queries.VehicleNeighbourFragment | null;
}

export function VehiclePage({ vehicle, previous, next }: VehiclePageProps) {
  const image = getImage(vehicle.image?.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article>
      <Breadcrumb trail={vehicleTrail(vehicle.team, vehicle)} />
      <h1>{vehicle.title}</h1>
      {image && <GatsbyImage image={image} alt={vehicle.imageAlt ?? ""} loading="eager" />}
      <p>{vehicle.description}</p>
      <SpecTable vehicle={vehicle} />
      <nav aria-label="More vehicles">
        <ul>
          <li>
            <Link to={teamPath(vehicle.team.slug)}>Back to {vehicle.team.title}</Link>
          </li>
          {previous && (
            <li>
              <Link to={vehiclePath(previous.team.slug, previous.version)}>Previous: {previous.title}</Link>
            </li>
          )}
          {next && (
            <li>
              <Link to={vehiclePath(next.team.slug, next.version)}>Next: {next.title}</Link>
            </li>
          )}
        </ul>
      </nav>
    </article>
  );
}
