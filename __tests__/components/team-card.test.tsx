import { screen, within } from "@testing-library/react";
import { TeamCard, TeamsSection } from "../../src/components/team-card";
import { renderWithTheme as render } from "../setup/render";
import { image } from "../fixtures/typed";
import home from "../../content/pages/home.json";

const team = (slug: string, name: string, shortName: string, order: number): Queries.TeamCardFragment => ({
  slug,
  order,
  hue: slug === "zfr-cv" ? "cv" : slug === "zfr-ev" ? "ev" : "tgw",
  name,
  shortName,
  summary: `${name} summary.`,
  coverAlt: `${name} with their vehicle`,
  cover: image(),
  socials: {
    linkedin: `https://www.linkedin.com/company/${slug}`,
    instagram: `https://www.instagram.com/${slug}`,
    facebook: `https://www.facebook.com/${slug}`,
    youtube: "https://www.youtube.com/@saezhcet1878",
  },
});

const tgw = team("tgw", "Team Green Warriors", "TGW", 1);
const cv = team("zfr-cv", "ZHCET Formula Racing Combustion", "ZFR-CV", 2);
const ev = team("zfr-ev", "ZHCET Formula Racing Electric", "ZFR-EV", 3);
const teams = [tgw, cv, ev];

describe("team card", () => {
  it("shows cover, title, description, Know More.. and four named social links", () => {
    render(<TeamCard team={cv} headingLevel={3} />);
    const card = screen.getByRole("article", { name: "ZHCET Formula Racing Combustion" });
    expect(
      within(card).getByRole("img", { name: "ZHCET Formula Racing Combustion with their vehicle" }),
    ).toBeInTheDocument();
    expect(within(card).getByText("ZHCET Formula Racing Combustion summary.")).toBeInTheDocument();
    const more = within(card).getByRole("link", { name: /Know More/ });
    expect(more).toHaveTextContent("Know More..");
    expect(more).toHaveAttribute("href", "/zfr-cv");
    const socials = within(within(card).getByRole("list", { name: "ZFR-CV on social media" })).getAllByRole(
      "link",
    );
    expect(socials.map((link) => link.getAttribute("aria-label"))).toEqual([
      "ZFR-CV on LinkedIn",
      "ZFR-CV on Instagram",
      "ZFR-CV on Facebook",
      "ZFR-CV on YouTube",
    ]);
    for (const link of socials) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

describe("OUR TEAMS section", () => {
  it("has the title, the subtitle and the three cards in content order", () => {
    render(<TeamsSection heading={home.sections.teams} teams={teams} />);
    const section = screen.getByRole("region", { name: "OUR TEAMS" });
    expect(
      within(section).getByText("Meet the dynamic teams fueling innovation at our Club"),
    ).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole("link", { name: /Know More/ })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/tgw", "/zfr-cv", "/zfr-ev"]);
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Team Green Warriors", "ZHCET Formula Racing Combustion", "ZHCET Formula Racing Electric"]);
  });

  it("takes its heading and subtitle from content/pages/home.json: changing the file changes them", () => {
    const heading = { ...home.sections.teams, heading: "Our Crews", subtitle: "Three crews, one club" };
    render(<TeamsSection heading={heading} teams={teams} />);
    expect(screen.getByRole("region", { name: "Our Crews" })).toBeInTheDocument();
    expect(screen.getByText("Three crews, one club")).toBeInTheDocument();
    expect(
      screen.queryByText("Meet the dynamic teams fueling innovation at our Club"),
    ).not.toBeInTheDocument();
  });
});
