import { albumPath, teamPath, vehiclePath } from "../src/lib/routes";

/** What createPages needs to know of the content: slugs and routing fields only. */
export interface PagesData {
  teams: { slug: string }[];
  vehicles: { slug: string; version: string; team: { slug: string }; aliases?: readonly string[] | null }[];
  albums: { slug: string }[];
}

export type TemplateName = "team" | "vehicle" | "album";

/** One page to create: its route, its template and an id-only context. */
export interface PlannedPage {
  path: string;
  template: TemplateName;
  context: { slug: string; previous?: string | null; next?: string | null };
}

/**
 * Routes made from content. Vehicles are expected in display order within each team, so the
 * previous/next links follow the team's OUR VEHICLES grid. Aliases share the vehicle's template;
 * their canonical link points at the main route.
 */
export function planPages(data: PagesData): PlannedPage[] {
  const pages: PlannedPage[] = data.teams.map((team) => ({
    path: teamPath(team.slug),
    template: "team",
    context: { slug: team.slug },
  }));

  for (const team of data.teams) {
    const vehicles = data.vehicles.filter((vehicle) => vehicle.team.slug === team.slug);
    vehicles.forEach((vehicle, index) => {
      const context = {
        slug: vehicle.slug,
        // null, not undefined: a missing variable would drop the filter and match any vehicle.
        previous: vehicles[index - 1]?.slug ?? null,
        next: vehicles[index + 1]?.slug ?? null,
      };
      pages.push({ path: vehiclePath(team.slug, vehicle.version), template: "vehicle", context });
      for (const alias of vehicle.aliases ?? []) {
        pages.push({ path: alias, template: "vehicle", context });
      }
    });
  }

  for (const album of data.albums) {
    pages.push({ path: albumPath(album.slug), template: "album", context: { slug: album.slug } });
  }
  return pages;
}
