import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaHourglassHalf } from "./icons/fa-hourglass-half";
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
  const theme = useTheme();
  const table = specRows(vehicle);
  return (
    <section aria-labelledby="specifications">
      <h2
        id="specifications"
        css={{
          textTransform: "uppercase",
          letterSpacing: "0.03em",
          "&::after": {
            content: '""',
            display: "block",
            width: theme.space[8],
            height: 4,
            marginTop: theme.space[3],
            background: theme.colors.accent,
            borderRadius: theme.radii.pill,
          },
        }}
      >
        SPECIFICATIONS
      </h2>
      {table ? (
        <div css={{ overflowX: "auto", borderRadius: theme.radii.lg, boxShadow: theme.shadows.card }}>
          <table
            data-kind={table.kind}
            css={{
              width: "100%",
              background: theme.colors.surfaceRaised,
              fontSize: theme.fontSizes.md,
              "th, td": {
                padding: `${theme.space[3]} ${theme.space[4]}`,
                textAlign: "start",
                verticalAlign: "baseline",
                [theme.mq.up("md")]: { padding: `${theme.space[4]} ${theme.space[5]}` },
              },
              "tbody tr:nth-of-type(even)": { background: theme.colors.surface },
              "tbody tr + tr": { borderTop: `1px solid ${theme.colors.border}` },
            }}
          >
            {/* The table's name for assistive technology; the SPECIFICATIONS heading says it on screen. */}
            <caption className="visually-hidden">Specifications of {vehicle.title}</caption>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label}>
                  <th
                    scope="row"
                    css={{
                      width: "40%",
                      fontFamily: theme.fonts.display,
                      fontSize: theme.fontSizes.md,
                      [theme.mq.up("md")]: { fontSize: theme.fontSizes.lg },
                      fontWeight: theme.fontWeights.bold,
                      letterSpacing: "0.03em",
                      textTransform: "uppercase",
                      color: theme.colors.textMuted,
                    }}
                  >
                    {row.label}
                  </th>
                  <td css={{ fontWeight: theme.fontWeights.semibold }}>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div
          css={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: theme.space[4],
            padding: theme.space[5],
            [theme.mq.up("md")]: { flexWrap: "nowrap", gap: theme.space[5], padding: theme.space[6] },
            borderRadius: theme.radii.lg,
            background: theme.colors.ink,
            color: theme.colors.textOnDark,
            borderInlineStart: `6px solid ${theme.colors.accent}`,
          }}
        >
          <FaHourglassHalf
            aria-hidden="true"
            size="2.25rem"
            css={{ color: theme.colors.accentOnDark, flexShrink: 0 }}
          />
          <div css={{ flex: "1 1 14rem" }}>
            <p
              css={{
                margin: `0 0 ${theme.space[1]}`,
                fontFamily: theme.fonts.display,
                fontSize: theme.fontSizes.h3,
                fontWeight: theme.fontWeights.bold,
                textTransform: "uppercase",
                letterSpacing: "0.04em",
              }}
            >
              To be announced
            </p>
            <p css={{ margin: 0, color: theme.colors.textOnDarkMuted }}>
              The specifications of {vehicle.title} will be announced when the car is unveiled.
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
