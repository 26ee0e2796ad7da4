import { collectionEntries } from "../src/lib/content/content-folder";
import { albumPath, teamPath, vehiclePath } from "../src/lib/routes";

/** What routing needs of the content: slugs and routing fields, entries in display order (`order`). */
export interface PagesData {
  teams: { slug: string }[];
  vehicles: {
    slug: string;
    version: string;
    year?: number | null;
    team: { slug: string };
    aliases?: readonly string[] | null;
  }[];
  albums: { slug: string; published: boolean }[];
}

export type TemplateName = "team" | "vehicle" | "album";

/** The content field that made a route: the collection folder, the entry's slug and the field. */
export interface RouteOrigin {
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

/** A team's vehicles in previous/next order: oldest first when every one has a year, else display order. */
export function neighbourOrder<V extends { year?: number | null }>(vehicles: readonly V[]): V[] {
  if (!vehicles.every((vehicle) => typeof vehicle.year === "number")) return [...vehicles];
  return [...vehicles].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
}

/** Routes made from content; an alias's canonical link is the main route; unpublished albums get none. */
export function planPages(data: PagesData): PlannedPage[] {
  const pages: PlannedPage[] = data.teams.map((team) => ({
    path: teamPath(team.slug),
    template: "team",
    context: { slug: team.slug },
    origin: { collection: "teams", slug: team.slug, field: "slug" },
  }));

  for (const team of data.teams) {
    const vehicles = neighbourOrder(data.vehicles.filter((vehicle) => vehicle.team.slug === team.slug));
    vehicles.forEach((vehicle, index) => {
      const context = {
        slug: vehicle.slug,
        // null, not undefined: a missing variable would drop the filter and match any vehicle.
        previous: vehicles[index - 1]?.slug ?? null,
        next: vehicles[index + 1]?.slug ?? null,
      };
      const origin = (field: string): RouteOrigin => ({ collection: "vehicles", slug: vehicle.slug, field });
      pages.push({
        path: vehiclePath(team.slug, vehicle.version),
        template: "vehicle",
        context,
        origin: origin("version"),
      });
      (vehicle.aliases ?? []).forEach((alias, aliasIndex) => {
        pages.push({ path: alias, template: "vehicle", context, origin: origin(`aliases[${aliasIndex}]`) });
      });
    });
  }

  for (const album of data.albums.filter((a) => a.published)) {
    pages.push({
      path: albumPath(album.slug),
      template: "album",
      context: { slug: album.slug },
      origin: { collection: "gallery", slug: album.slug, field: "slug" },
    });
  }
  return pages;
}

type RawEntry = Record<string, unknown>;

const byOrder = (a: RawEntry, b: RawEntry): number => Number(a.order) - Number(b.order);
const strings = (value: unknown): string[] | null => (Array.isArray(value) ? value.map(String) : null);

/** The planning data of the JSON entries. */
export function contentForPlanning(entries: {
  teams: RawEntry[];
  vehicles: RawEntry[];
  gallery: RawEntry[];
}): PagesData {
  return {
    teams: [...entries.teams].sort(byOrder).map((team) => ({ slug: String(team.slug) })),
    vehicles: [...entries.vehicles].sort(byOrder).map((vehicle) => ({
      slug: String(vehicle.slug),
      version: String(vehicle.version),
      year: typeof vehicle.year === "number" ? vehicle.year : null,
      team: { slug: String(vehicle.team) },
      aliases: strings(vehicle.aliases),
    })),
    albums: [...entries.gallery]
      .sort(byOrder)
      .map((album) => ({ slug: String(album.slug), published: album.published === true })),
  };
}

/** The planning data of a content folder as it is on disk. */
export function readContentForPlanning(contentDir: string): PagesData {
  return contentForPlanning({
    teams: collectionEntries(contentDir, "teams"),
    vehicles: collectionEntries(contentDir, "vehicles"),
    gallery: collectionEntries(contentDir, "gallery"),
  });
}
