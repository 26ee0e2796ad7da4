/**
 * The pages every first-visit measurement covers (`npm run audit`, `npm run bench:first-visit`, the font
 * check of the browser suite), chosen from the content as it is, so that a new season's teams, cars and
 * albums need no edit here: the fixed pages with the heaviest widgets, plus the first team's page, its
 * newest car's page, a car of another team and the first published album, each as createPages plans it.
 */
import path from "node:path";
import { planPages, readContentForPlanning, type PlannedPage } from "../../../gatsby/plan-pages";
import { PAGE_ROUTES } from "../../../src/lib/routes";

function contentPages(contentDir: string): { key: string[]; more: string[] } {
  const planned = planPages(readContentForPlanning(contentDir));
  const of = (template: PlannedPage["template"]): PlannedPage[] =>
    planned.filter((page) => page.template === template && !page.origin.field.startsWith("aliases"));
  const teams = of("team");
  const vehicles = of("vehicle");
  const firstTeam = teams[0];
  // Within a team, vehicles are planned oldest first: the newest is the team's last.
  const newestOf = (team: PlannedPage | undefined): PlannedPage | undefined =>
    team && vehicles.filter((page) => page.path.startsWith(`${team.path}/`)).at(-1);
  const otherTeamCar = teams.slice(1).map(newestOf).find(Boolean);
  const key = [firstTeam, newestOf(firstTeam), of("album")[0]].flatMap((page) => (page ? [page.path] : []));
  return { key, more: otherTeamCar ? [otherTeamCar.path] : [] };
}

const { key, more } = contentPages(path.resolve(__dirname, "..", "..", "..", "content"));

/** The audit's key pages: home, the content pages above, and the pages with forms, logos and portraits. */
export const KEY_PAGES: readonly string[] = [
  PAGE_ROUTES.home,
  ...key,
  PAGE_ROUTES.sponsors,
  PAGE_ROUTES.alumni,
  PAGE_ROUTES.contact,
  PAGE_ROUTES.apply,
];

/** The key pages, the board and a car of another team: what `npm run bench:first-visit` measures by default. */
export const FIRST_VISIT_PAGES: readonly string[] = [...KEY_PAGES, PAGE_ROUTES.board, ...more];

/**
 * The shorter set CI measures (`--pages=ci`): one page of each kind of weight (home, a car, an album,
 * the logo wall and a form), so the gate covers every template and island in a quarter of the time.
 */
export const CI_PAGES: readonly string[] = [
  PAGE_ROUTES.home,
  ...key.slice(1),
  PAGE_ROUTES.sponsors,
  PAGE_ROUTES.contact,
];
