import { collectionEntries } from "../src/lib/content/content-folder";
import { albumPath, teamPath, vehiclePath } from "../src/lib/routes";

type RawEntry = Record<string, unknown>;

/** The entries routes are made from, as their JSON files hold them. */
interface PlanningContent {
  teams: readonly RawEntry[];
  vehicles: readonly RawEntry[];
  gallery: readonly RawEntry[];
}

export type TemplateName = "team" | "vehicle" | "album";

/** The content field that made a route: the collection folder, the entry's slug and the field. */
interface RouteOrigin {
  collection: "teams" | "vehicles" | "gallery";
  slug: string;
  field: string;
}

/** One page to create: its route, its template, an id-only context and the field it comes from. */
export interface PlannedPage {
  path: string;
  template: TemplateName;
  context: { slug: string; previous?: string | null; next?: string | null };
  origin: RouteOrigin;
}

/** Entries in display order (`order`). */
const inOrder = (entries: readonly RawEntry[]): RawEntry[] =>
  [...entries].sort((a, b) => Number(a.order) - Number(b.order));

/** Routes made from content; an alias's canonical link is the main route; unpublished albums get none. */
export function planPages(content: PlanningContent): PlannedPage[] {
  const teams = inOrder(content.teams).map((team) => String(team.slug));
  const vehicles = inOrder(content.vehicles).map((vehicle) => ({
    slug: String(vehicle.slug),
    version: String(vehicle.version),
    year: vehicle.year,
    team: String(vehicle.team),
    aliases: Array.isArray(vehicle.aliases) ? vehicle.aliases.map(String) : [],
  }));
  const pages: PlannedPage[] = teams.map((slug) => ({
    path: teamPath(slug),
    template: "team",
    context: { slug },
    origin: { collection: "teams", slug, field: "slug" },
  }));

  for (const team of teams) {
    const own = vehicles.filter((vehicle) => vehicle.team === team);
    // Previous/next: oldest first when every one has a year, else display order.
    if (own.every((vehicle) => typeof vehicle.year === "number"))
      own.sort((a, b) => Number(a.year) - Number(b.year));
    own.forEach((vehicle, index) => {
      const context = {
        slug: vehicle.slug,
        // null, not undefined: a missing variable would drop the filter and match any vehicle.
        previous: own[index - 1]?.slug ?? null,
        next: own[index + 1]?.slug ?? null,
      };
      const origin = (field: string): RouteOrigin => ({ collection: "vehicles", slug: vehicle.slug, field });
      pages.push({
        path: vehiclePath(team, vehicle.version),
        template: "vehicle",
        context,
        origin: origin("version"),
      });
      vehicle.aliases.forEach((alias, aliasIndex) => {
        pages.push({ path: alias, template: "vehicle", context, origin: origin(`aliases[${aliasIndex}]`) });
      });
    });
  }

  for (const album of inOrder(content.gallery).filter((entry) => entry.published === true)) {
    const slug = String(album.slug);
    pages.push({
      path: albumPath(slug),
      template: "album",
      context: { slug },
      origin: { collection: "gallery", slug, field: "slug" },
    });
  }
  return pages;
}

/** The planning content of a content folder as it is on disk. */
export function readContentForPlanning(contentDir: string): PlanningContent {
  return {
    teams: collectionEntries(contentDir, "teams"),
    vehicles: collectionEntries(contentDir, "vehicles"),
    gallery: collectionEntries(contentDir, "gallery"),
  };
}
