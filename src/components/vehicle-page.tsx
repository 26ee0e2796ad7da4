import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaArrowLeft } from "./icons/fa-arrow-left";
import { FaArrowRight } from "./icons/fa-arrow-right";
import type { ReactNode } from "react";
import { Breadcrumb } from "./breadcrumb";
import { SpecTable } from "./spec-table";
import { buttonStyles, MediaFrame, PageHeader, Section, splitStyles, Picture } from "./ui";
import { vehicleTrail } from "../lib/trails";
import { teamPath, vehiclePath } from "../lib/routes";
import { imageSizes } from "../styles/theme";

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

interface VehiclePageProps {
  vehicle: Queries.VehiclePageVehicleFragment;
  previous: Queries.VehicleNeighbourFragment | null;
  next: Queries.VehicleNeighbourFragment | null;
}

/** A vehicle's page: heading, image, description, SPECIFICATIONS and links to its team and neighbours. */
export function VehiclePage({ vehicle, previous, next }: VehiclePageProps) {
  const theme = useTheme();
  const image = vehicle.image?.childImageSharp?.gatsbyImageData ?? null;
  return (
    <>
      <PageHeader
        before={<Breadcrumb trail={vehicleTrail(vehicle.team, vehicle)} />}
        eyebrow={vehicle.year ? `${vehicle.team.shortName} · ${vehicle.year}` : vehicle.team.shortName}
        title={vehicle.title}
      />
      <Section>
        <div css={splitStyles(theme, [7, 5], { gap: 6 })}>
          {image ? (
            <MediaFrame raised>
              <Picture
                image={image}
                alt={vehicle.imageAlt ?? ""}
                priority
                sizes={imageSizes({ xl: "640px", lg: "55vw" }, "100vw")}
              />
            </MediaFrame>
          ) : (
            <UnveilingPanel label={vehicle.team.shortName} version={vehicle.version} />
          )}
          {/* The specifications beside the image too: a short description leaves no empty column. */}
          <div css={{ display: "grid", gap: theme.space[6] }}>
            <div>
              <p css={{ maxWidth: "68ch" }}>{vehicle.description}</p>
              <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space[3] }}>
                <a href={teamPath(vehicle.team.slug)} css={buttonStyles(theme, "secondary")}>
                  <FaArrowLeft aria-hidden="true" /> Back to {vehicle.team.title}
                </a>
              </div>
            </div>
            <SpecTable vehicle={vehicle} />
          </div>
        </div>
      </Section>
      {(previous || next) && (
        <nav
          aria-label="More vehicles"
          css={{
            background: theme.colors.bg,
            borderTop: `1px solid ${theme.colors.border}`,
            paddingBlock: theme.space[6],
          }}
        >
          <ul
            css={{
              display: "grid",
              gap: theme.space[4],
              gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
              listStyle: "none",
              width: "100%",
              maxWidth: theme.sizes.content,
              margin: "0 auto",
              paddingInline: theme.space[4],
              [theme.mq.up("md")]: { paddingInline: theme.space[6] },
            }}
          >
            <li>
              {previous && (
                <NeighbourLink to={vehiclePath(previous.team.slug, previous.version)} direction="Previous">
                  {previous.title}
                </NeighbourLink>
              )}
            </li>
            <li css={{ textAlign: "end" }}>
              {next && (
                <NeighbourLink to={vehiclePath(next.team.slug, next.version)} direction="Next">
                  {next.title}
                </NeighbourLink>
              )}
            </li>
          </ul>
        </nav>
      )}
    </>
  );
}

function NeighbourLink({
  to,
  direction,
  children,
}: {
  to: string;
  direction: "Previous" | "Next";
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <a
      href={to}
      css={{
        display: "inline-flex",
        flexDirection: "column",
        alignItems: direction === "Previous" ? "flex-start" : "flex-end",
        gap: theme.space[1],
        minHeight: theme.sizes.tapTarget,
        padding: theme.space[2],
        color: theme.colors.text,
        textDecoration: "none",
        "&:hover": { color: theme.colors.accent },
      }}
    >
      <span
        css={{
          display: "inline-flex",
          alignItems: "center",
          gap: theme.space[2],
          fontSize: theme.fontSizes.xs,
          letterSpacing: "0.12em",
          textTransform: "uppercase",
          color: theme.colors.textMuted,
        }}
      >
        {direction === "Previous" && <FaArrowLeft aria-hidden="true" />}
        {direction}:{direction === "Next" && <FaArrowRight aria-hidden="true" />}
      </span>{" "}
      <span
        css={{
          fontFamily: theme.fonts.display,
          fontSize: theme.fontSizes.h3,
          fontWeight: theme.fontWeights.bold,
          lineHeight: theme.lineHeights.tight,
        }}
      >
        {children}
      </span>
    </a>
  );
}

/** Stand-in for a vehicle without a photo yet (the EV cars before their unveiling). */
function UnveilingPanel({ label, version }: { label: string; version: string }) {
  const theme = useTheme();
  return (
    <div
      aria-hidden="true"
      css={{
        display: "grid",
        placeItems: "center",
        aspectRatio: "3 / 2",
        borderRadius: theme.radii.lg,
        background: `repeating-linear-gradient(135deg, ${theme.colors.ink} 0 24px, ${theme.colors.inkSoft} 24px 48px)`,
        color: theme.colors.textOnDark,
        textAlign: "center",
        fontFamily: theme.fonts.display,
        fontWeight: theme.fontWeights.bold,
        textTransform: "uppercase",
      }}
    >
      <div>
        <span
          css={{
            display: "block",
            fontSize: theme.fontSizes.h1,
            lineHeight: 1,
            paddingInline: theme.space[4],
          }}
        >
          {label} <span css={{ color: theme.colors.accentOnDark }}>{version}</span>
        </span>
        <span css={{ letterSpacing: "0.2em", color: theme.colors.textOnDarkMuted }}>Under wraps</span>
      </div>
    </div>
  );
}
