/**
 * Adding a team is one JSON file plus its image: a fourth team (ZFR-HV) laid over the content gets a
 * route and a page, a TEAMS menu entry, a footer link, a home card and an achievements tab with its
 * results, with no code changed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { checkContent } from "../../gatsby/content-check";
import { planPages, readContentForPlanning } from "../../gatsby/plan-pages";
import { collectionEntries } from "../../src/lib/content/content-folder";
import { AchievementTabs, tabsByTeam } from "../../src/components/achievement-tabs";
import { SiteFooter } from "../../src/components/site-footer";
import { SiteHeader } from "../../src/components/site-header";
import { TeamPage } from "../../src/components/team-page";
import { TeamsSection } from "../../src/components/team-card";
import { siteSettings, mockSiteSettings } from "../fixtures/site-settings";
import { byMenuOrder, byOrder, readTeams, teamCard, teamLinks, type TeamEntry } from "../fixtures/teams";
import { cvTeam } from "../fixtures/typed";
import { renderWithTheme as render } from "../setup/render";
import home from "../../content/pages/home.json";

const CONTENT = path.join(__dirname, "..", "..", "content");
/** The content's own teams' short names, in menu order. */
const contentTeamNames = (): string[] =>
  byMenuOrder(readTeams(path.join(CONTENT, "teams"))).map((team) => team.shortName);

/** What a club officer adds: content/teams/zfr-hv.json, its cover image and one result. */
function addFourthTeam(root: string): void {
  const teams = path.join(root, "content", "teams");
  const cv = JSON.parse(fs.readFileSync(path.join(teams, "zfr-cv.json"), "utf8"));
  // Last on the home page and in the menu, after however many teams the content has.
  const existing = readTeams(teams);
  const hv = {
    ...cv,
    slug: "zfr-hv",
    order: Math.max(...existing.map((team) => team.order)) + 1,
    menuOrder: Math.max(...existing.map((team) => team.menuOrder)) + 1,
    shortName: "ZFR-HV",
    name: "ZHCET Formula Racing Hydrogen",
    footerLabel: "Hydrogen car (ZFR-HV)",
    hue: "ev",
    title: "TEAM ZFR-HV",
    foundedYear: 2026,
    foundedVerb: "launched",
    summary: "The club's hydrogen team.",
    about: ["ZFR-HV builds the club's first hydrogen car."],
    cover: "./images/zfr-hv.jpg",
    coverAlt: "Team ZFR-HV with their first car",
  };
  fs.writeFileSync(path.join(teams, "zfr-hv.json"), JSON.stringify(hv, null, 2));
  fs.copyFileSync(path.join(teams, "images", "zfr-cv.jpg"), path.join(teams, "images", "zfr-hv.jpg"));
  const achievement = {
    slug: "formula-bharat-2027-hv",
    team: "zfr-hv",
    order: 99,
    event: "Formula Bharat 2027",
    overallRank: 4,
    subEvents: [
      { name: "Engineering Design", rank: 2 },
      { name: "Cost and Manufacturing", rank: 3 },
      { name: "Business Plan Presentation", rank: 1 },
    ],
  };
  fs.writeFileSync(
    path.join(root, "content", "achievements", `${achievement.slug}.json`),
    JSON.stringify(achievement, null, 2),
  );
}

describe("a fourth team, added as content only", () => {
  let root: string;
  let teams: TeamEntry[];

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "fourth-team-"));
    fs.cpSync(CONTENT, path.join(root, "content"), { recursive: true });
    fs.cpSync(path.join(__dirname, "..", "..", "static"), path.join(root, "static"), { recursive: true });
    addFourthTeam(root);
    teams = readTeams(path.join(root, "content", "teams"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("passes the content check", () => {
    expect(checkContent({ rootDir: root })).toEqual([]);
  });

  it("gets its team page route", () => {
    const pages = planPages(readContentForPlanning(path.join(root, "content")));
    expect(pages.find((page) => page.path === "/zfr-hv")).toMatchObject({
      template: "team",
      context: { slug: "zfr-hv" },
    });
  });

  it("appears last in the TEAMS menu and in the footer's Explore links", () => {
    mockSiteSettings({}, teamLinks(teams));
    render(<SiteHeader pathname="/" site={siteSettings} teamLinks={teamLinks(teams)} />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const menu = document.getElementById(
      within(nav).getByRole("button", { name: "TEAMS" }).getAttribute("aria-controls") ?? "",
    ) as HTMLElement;
    expect(
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.textContent),
    ).toEqual([...contentTeamNames(), "ZFR-HV"]);

    render(<SiteFooter />);
    const explore = screen.getByRole("region", { name: "Explore" });
    expect(within(explore).getByRole("link", { name: "Hydrogen car (ZFR-HV)" })).toHaveAttribute(
      "href",
      "/zfr-hv",
    );
  });

  it("gets a card on the home page", () => {
    render(<TeamsSection heading={home.sections.teams} teams={byOrder(teams).map(teamCard)} />);
    expect(screen.getByRole("heading", { name: "ZHCET Formula Racing Hydrogen" })).toBeInTheDocument();
  });

  it("shows its page", () => {
    const hv = teams.find((team) => team.slug === "zfr-hv") as TeamEntry;
    render(<TeamPage team={{ ...cvTeam, ...hv, about: ["ZFR-HV builds."] }} vehicles={[]} roster={null} />);
    expect(screen.getByRole("heading", { level: 1, name: "TEAM ZFR-HV" })).toBeInTheDocument();
  });

  it("gets its own achievements tab with its results", async () => {
    const achievements = collectionEntries(path.join(root, "content"), "achievements").map((entry) => ({
      ...entry,
      team: { slug: entry.team, hue: "cv" },
    })) as unknown as Queries.AchievementCardFragment[];
    render(<AchievementTabs tabs={tabsByTeam(byMenuOrder(teams), achievements)} label="Results by team" />);
    const tab = screen.getByRole("tab", { name: "ZFR-HV" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([...contentTeamNames(), "ZFR-HV"]);
    await userEvent.setup().click(tab);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("ZFR-HV");
    expect(within(screen.getByRole("tabpanel")).getByText(/Formula Bharat 2027/i)).toBeInTheDocument();
  });
});
