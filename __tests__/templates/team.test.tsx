/** src/templates/team.tsx: the page createPage makes for each team, and its Head. */
import { screen, within } from "@testing-library/react";
import { renderWithTheme as render } from "../setup/render";
import TeamTemplate, { Head } from "../../src/templates/team";
import { cvTeam, evTeam, imageWithOg, vehicleCard } from "../fixtures/typed";
import { allowHtmlInHead, headProps, pageProps, renderHead } from "../fixtures/gatsby-props";
import { mockSiteSettings } from "../fixtures/site-settings";

const SITE = "https://www.saezhcet.org";
const OG_IMAGE = "/static/abc/zfr-cv-og.jpg";

/** The TeamPage query's result for a team, as createPage's context `{ slug }` selects it. */
const teamData = (
  team: Queries.TeamPageTeamFragment,
  vehicles: Queries.VehicleCardFragment[] = [],
  roster: Queries.TeamRosterFragment | null = null,
): Queries.TeamPageQuery => ({
  team: { ...team, cover: imageWithOg(OG_IMAGE) },
  vehicles: { nodes: vehicles },
  roster,
});

const renderTeam = (data: Queries.TeamPageQuery) =>
  render(
    <TeamTemplate
      {...pageProps(data, {
        pathname: `/${data.team?.slug ?? ""}`,
        pageContext: { slug: data.team?.slug ?? "" },
      })}
    />,
  );

describe("team template", () => {
  it("shows the title, breadcrumb, Who are we?, the vehicle cards as links and the roster", () => {
    renderTeam(
      teamData(cvTeam, [vehicleCard("1.0", 2016), vehicleCard("2.0", 2017)], {
        groups: [{ name: "Leaders", members: [{ name: "Saif Shakeel", post: "Captain" }] }],
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "TEAM ZFR-CV" })).toBeInTheDocument();
    expect(screen.getByText("Established 2013")).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Homepage" })).toHaveAttribute("href", "/");
    expect(within(crumbs).getByText("ZFR-CV")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { name: "Who are we?" })).toBeInTheDocument();
    expect(screen.getByText(/Business Plan at Formula Bharat 2022/)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: cvTeam.coverAlt })).toBeInTheDocument();
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
    renderTeam(teamData(evTeam));
    expect(screen.getByRole("heading", { level: 1, name: "TEAM ZFR-EV" })).toBeInTheDocument();
    expect(screen.getByText("Launched 2021")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "OUR VEHICLES" })).not.toBeInTheDocument();
    expect(screen.getByText("To be updated soon")).toBeInTheDocument();
  });

  it("puts the full name under the title, but not when it only repeats it (Team Green Warriors)", () => {
    const { unmount } = renderTeam(teamData(cvTeam));
    expect(screen.getByText("ZHCET Formula Racing Combustion")).toBeInTheDocument();
    unmount();
    const tgw = { ...cvTeam, slug: "tgw", name: "Team Green Warriors", title: "TEAM GREEN WARRIORS" };
    renderTeam(teamData(tgw));
    expect(screen.getByRole("heading", { level: 1, name: "TEAM GREEN WARRIORS" })).toBeInTheDocument();
    expect(screen.queryByText("Team Green Warriors")).not.toBeInTheDocument();
  });

  it("renders nothing when the query finds no team", () => {
    const { container } = renderTeam({ ...teamData(cvTeam), team: null });
    expect(container).toBeEmptyDOMElement();
  });
});

describe("team template Head", () => {
  beforeEach(() => mockSiteSettings());
  allowHtmlInHead();

  it("has the team's title, summary, canonical, cover as og:image and the BreadcrumbList", () => {
    const head = renderHead(<Head {...headProps(teamData(cvTeam), { pathname: "/zfr-cv" })} />);

    expect(head.title).toBe("TEAM ZFR-CV | SAE ZHCET");
    expect(head.og("title")).toBe(head.title);
    expect(head.description).toBe(cvTeam.summary);
    expect(head.canonical).toBe(`${SITE}/zfr-cv`);
    expect(head.og("image")).toBe(`${SITE}${OG_IMAGE}`);
    expect(head.twitter("image")).toBe(`${SITE}${OG_IMAGE}`);
    expect(head.jsonLd()).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Homepage", item: SITE },
          { "@type": "ListItem", position: 2, name: "ZFR-CV", item: `${SITE}/zfr-cv` },
        ],
      },
    ]);
  });

  it("writes no tags when the query finds no team", () => {
    const head = renderHead(<Head {...headProps({ ...teamData(cvTeam), team: null })} />);
    expect(head.title).toBeUndefined();
  });
});
