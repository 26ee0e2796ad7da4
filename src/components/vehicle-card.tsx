import { Link, graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { vehiclePath } from "../lib/routes";

export const query = graphql`
  fragment VehicleCard on Vehicle {
    slug
    version
    cardTitle
    year
    imageAlt
    team {
      slug
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
  }
`;

/** A card of the OUR VEHICLES grid: the whole card is the link to the vehicle's page. */
export function VehicleCard({ vehicle }: { vehicle: Queries.VehicleCardFragment }) {
  const image = getImage(vehicle.image?.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article>
      <Link to={vehiclePath(vehicle.team.slug, vehicle.version)}>
        {image && <GatsbyImage image={image} alt={vehicle.imageAlt ?? ""} />}
        <h3>{vehicle.cardTitle}</h3>
        {vehicle.year && <p>{vehicle.year}</p>}
      </Link>
    </article>
  );
}
