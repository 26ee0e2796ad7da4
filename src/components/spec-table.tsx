import { graphql } from "gatsby";
import { specRows } from "../lib/spec-tables";

export const query = graphql`
  fragment VehicleSpecs on Vehicle {
    title
    combustion {
      chassis
      power
      torque
      weight
      bodyworks
      engine
      tyres
      suspension
      cooling
      ecu
    }
    threeWheeler {
      motor
      frame
      weight
      length
      width
      height
      wheelConfig
      suspension
      steering
      brakes
    }
  }
`;

/** The SPECIFICATIONS table, or the "to be announced" note for vehicles not yet unveiled. */
export function SpecTable({ vehicle }: { vehicle: Queries.VehicleSpecsFragment }) {
  const table = specRows(vehicle);
  return (
    <section aria-labelledby="specifications">
      <h2 id="specifications">SPECIFICATIONS</h2>
      {table ? (
        <table>
          <caption>Specifications of {vehicle.title}</caption>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>The specifications of {vehicle.title} will be announced when the car is unveiled.</p>
      )}
    </section>
  );
}
