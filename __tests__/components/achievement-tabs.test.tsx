import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AchievementTabs, tabsByTeam } from "../../src/components/achievement-tabs";
import { renderWithTheme as render } from "../setup/render";

const card = (
  slug: string,
  team: string,
  event: string,
  overallRank: number,
  ranks: [number, number, number],
): Queries.AchievementCardFragment => ({
  slug,
  event,
  overallRank,
  team: { slug: team, hue: team === "zfr-cv" ? "cv" : team === "zfr-ev" ? "ev" : "tgw" },
  subEvents: [
    { name: "Engineering Design", rank: ranks[0] },
    { name: "Cost and Manufacturing", rank: ranks[1] },
    { name: "Business Plan Presentation", rank: ranks[2] },
  ],
});

// The teams as the page passes them, already in menu order: a fixture of the test's own, so that renaming
// a team in content/ changes nothing here.
const teams = [
  { slug: "zfr-cv", shortName: "ZFR-CV" },
  { slug: "zfr-ev", shortName: "ZFR-EV" },
  { slug: "tgw", shortName: "TGW" },
];
const achievements = [
  card("formula-imperial-2022", "zfr-cv", "Formula Imperial 2022", 6, [5, 3, 8]),
  card("formula-bharat-2022", "zfr-cv", "Formula Bharat 2022", 5, [5, 3, 1]),
  card("pi-ev-2022", "zfr-ev", "PI-EV 2022", 13, [12, 9, 12]),
  card("efficycle-2021", "tgw", "EFFICYCLE 2021", 5, [1, 4, 5]),
];

function renderTabs() {
  render(<AchievementTabs tabs={tabsByTeam(teams, achievements)} label="Results by team" />);
  return {
    tab: (name: string) => screen.getByRole("tab", { name }),
    panel: () => screen.getByRole("tabpanel"),
  };
}

describe("achievements tabs (WAI-ARIA)", () => {
  it("starts on the first team, in the order given, with exactly one panel shown", () => {
    const { tab, panel } = renderTabs();
    const list = screen.getByRole("tablist", { name: "Results by team" });
    expect(
      within(list)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["ZFR-CV", "ZFR-EV", "TGW"]);
    expect(tab("ZFR-CV")).toHaveAttribute("aria-selected", "true");
    expect(tab("ZFR-EV")).toHaveAttribute("aria-selected", "false");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(panel()).toHaveAccessibleName("ZFR-CV");
    expect(tab("ZFR-CV")).toHaveAttribute("aria-controls", panel().id);
    expect(
      within(panel())
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Formula Imperial 2022", "Formula Bharat 2022"]);
  });

  it("keeps only the selected tab in the tab order (roving tabindex)", async () => {
    const { tab } = renderTabs();
    expect(tab("ZFR-CV")).toHaveAttribute("tabindex", "0");
    expect(tab("ZFR-EV")).toHaveAttribute("tabindex", "-1");
    expect(tab("TGW")).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    expect(tab("ZFR-CV")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("moves focus and selection with Right/Left (wrapping) and Home/End", async () => {
    const { tab, panel } = renderTabs();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(tab("ZFR-EV")).toHaveFocus();
    expect(tab("ZFR-EV")).toHaveAttribute("aria-selected", "true");
    expect(tab("ZFR-EV")).toHaveAttribute("tabindex", "0");
    expect(tab("ZFR-CV")).toHaveAttribute("tabindex", "-1");
    expect(panel()).toHaveAccessibleName("ZFR-EV");
    expect(within(panel()).getByRole("heading", { name: "PI-EV 2022" })).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(tab("TGW")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab("ZFR-CV")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tab("TGW")).toHaveFocus();
    expect(panel()).toHaveAccessibleName("TGW");
    await user.keyboard("{Home}");
    expect(tab("ZFR-CV")).toHaveFocus();
    await user.keyboard("{End}");
    expect(tab("TGW")).toHaveFocus();
    expect(tab("TGW")).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("selects a tab on click", async () => {
    const { tab, panel } = renderTabs();
    await userEvent.click(tab("TGW"));
    expect(panel()).toHaveAccessibleName("TGW");
    expect(within(panel()).getByRole("heading", { name: "EFFICYCLE 2021" })).toBeInTheDocument();
  });

  it("shows the overall rank and the three sub-event ranks with ordinal suffixes", () => {
    const { panel } = renderTabs();
    const imperial = within(panel()).getByRole("article", { name: "Formula Imperial 2022" });
    expect(imperial).toHaveTextContent(/OVERALL\s*6th/);
    const terms = within(imperial)
      .getAllByRole("term")
      .map((t) => t.textContent);
    const ranks = within(imperial)
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(terms).toEqual(["Engineering Design", "Cost and Manufacturing", "Business Plan Presentation"]);
    expect(ranks).toEqual(["5th", "3rd", "8th"]);
  });
});
