import type { Crumb } from "../components/breadcrumb";
import { PAGE_ROUTES, teamPath, vehiclePath } from "./routes";

/** Breadcrumb trails ("Homepage > team name", then the vehicle), shared by the page and its JSON-LD. */
export const teamTrail = (team: { slug: string; shortName: string }): Crumb[] => [
  { label: "Homepage", to: PAGE_ROUTES.home },
  { label: team.shortName, to: teamPath(team.slug) },
];

export const vehicleTrail = (
  team: { slug: string; shortName: string },
  vehicle: { version: string; title: string },
): Crumb[] => [...teamTrail(team), { label: vehicle.title, to: vehiclePath(team.slug, vehicle.version) }];
