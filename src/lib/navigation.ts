import { PAGE_ROUTES, teamPath } from "./routes";

/** A link of the navigation bar or footer. */
export interface NavLink {
  label: string;
  to: string;
}

/**
 * A navbar dropdown: its links, and the pages of its section that are none of them (the TEAMS overview,
 * /teams), on which it is marked current too.
 */
export interface NavDropdown {
  label: string;
  children: NavLink[];
  sectionPages?: readonly string[];
}

export type NavItem = NavLink | NavDropdown;

export const isDropdown = (item: NavItem): item is NavDropdown => "children" in item;

/** "/zfr-cv/" → "/zfr-cv"; "" → "/" (routes never end in a slash: trailingSlash "never"). */
export const normalizePath = (pathname: string): string => {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
};

/** The link is the page being shown (aria-current="page"). */
export const isCurrentPage = (to: string, pathname: string): boolean =>
  normalizePath(to) === normalizePath(pathname);

/** The page being shown is the link's page or lies below it (e.g. /zfr-cv/3.0 under /zfr-cv). */
const isWithin = (to: string, pathname: string): boolean => {
  const base = normalizePath(to);
  const path = normalizePath(pathname);
  return path === base || (base !== "/" && path.startsWith(`${base}/`));
};

/** A dropdown holds the current page or its section: its button gets a visual mark. */
export const holdsCurrent = (item: NavItem, pathname: string): boolean =>
  isDropdown(item) &&
  (item.children.some((child) => isWithin(child.to, pathname)) ||
    (item.sectionPages ?? []).some((page) => isCurrentPage(page, pathname)));

/** What a team link needs: the team page's slug, its menu label and its footer label (content/teams). */
export interface TeamLink {
  slug: string;
  shortName: string;
  footerLabel: string;
}

/** The navigation bar's items, in order; TEAMS holds every team, in menu order. */
export const navItems = (teams: readonly TeamLink[]): NavItem[] => [
  { label: "HOME", to: PAGE_ROUTES.home },
  {
    label: "ABOUT US",
    children: [
      { label: "Vision & Mission", to: PAGE_ROUTES.about },
      { label: "Faculty Advisor's Message", to: PAGE_ROUTES.faculty },
      { label: "Governing Board", to: PAGE_ROUTES.board },
      { label: "Achievements", to: PAGE_ROUTES.achievements },
    ],
  },
  {
    label: "TEAMS",
    children: teams.map((team) => ({ label: team.shortName, to: teamPath(team.slug) })),
    sectionPages: [PAGE_ROUTES.teams],
  },
  {
    label: "AFFILIATES",
    children: [
      { label: "SPONSORS", to: PAGE_ROUTES.sponsors },
      { label: "ALUMNI", to: PAGE_ROUTES.alumni },
    ],
  },
  { label: "EVENTS", to: PAGE_ROUTES.events },
  { label: "GALLERY", to: PAGE_ROUTES.gallery },
  { label: "DOWNLOADS", to: PAGE_ROUTES.downloads },
  { label: "CONTACT", to: PAGE_ROUTES.contact },
  { label: "JOIN US", to: PAGE_ROUTES.apply },
  { label: "SUPPORT US", to: PAGE_ROUTES.support },
];

/** Footer "Explore" and "Quick Links" columns: Explore starts with every team. */
export const footerExplore = (teams: readonly TeamLink[]): NavLink[] =>
  teams
    .map((team) => ({ label: team.footerLabel, to: teamPath(team.slug) }))
    .concat({ label: "Sponsors", to: PAGE_ROUTES.sponsors }, { label: "Alumni", to: PAGE_ROUTES.alumni });

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: "Apply", to: PAGE_ROUTES.apply },
  { label: "Contact Us", to: PAGE_ROUTES.contact },
  { label: "Support Us", to: PAGE_ROUTES.support },
  { label: "Members", to: PAGE_ROUTES.board },
  { label: "Vision & Mission", to: PAGE_ROUTES.about },
  { label: "Privacy", to: PAGE_ROUTES.privacy },
];
