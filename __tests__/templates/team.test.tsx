import { screen, within } from "@testing-library/react";
import { renderWithTheme as render } from "../setup/render";
import { TeamPage } from "../../src/components/team-page";
import { cvTeam, evTeam, vehicleCard } from "../fixtures/typed";

describe("team page", () => {
  it("shows the title, breadcrumb, Who are we?, the vehicle cards as links and the roster", () => {
    render(
      <TeamPage
        team={cvTeam}
        vehicles={[vehicleCard("1.0", 2016), vehicleCard("2.0", 2017)]}
        roster={{ groups: [{ name: "Leaders", members: [{ name: "Saif Shakeel", post: "Captain" }] }] }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "TEAM ZFR-CV" })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Homepage" })).toHaveAttribute("href", "/");
    expect(within(crumbs).getByText("ZFR-CV")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { name: "Who are we?" })).toBeInTheDocument();
    expect(screen.getByText(/Business Plan at Formula Bharat 2022/)).toBeInTheDocument();
    const vehicles = screen.getByRole("region", { name: "OUR VEHICLES" });
    expect(
      within(vehicles)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/zfr-cv/1.0", "/zfr-cv/2.0"]);
    expect(screen.getByText("Saif Shakeel")).toBeInTheDocument();
    expect(screen.getByText("Captain")).toBeInTheDocument();
    expect(screen.queryByText("To be updated soon")).not.toBeInTheDocument();
  });

  it("shows no vehicle grid and 'To be updated soon' for a team without vehicles or roster (ZFR-EV)", () => {
    render(<TeamPage team={evTeam} vehicles={[]} roster={null} />);
    expect(screen.getByRole("heading", { level: 1, name: "TEAM ZFR-EV" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "OUR VEHICLES" })).not.toBeInTheDocument();
    expect(screen.getByText("To be updated soon")).toBeInTheDocument();
  });
});
