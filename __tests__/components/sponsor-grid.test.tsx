import { screen, within } from "@testing-library/react";
import { SponsorGrid, groupByTier } from "../../src/components/sponsor-grid";
import { renderWithTheme as render } from "../setup/render";
import { image } from "../fixtures/typed";

const sponsor = (order: number, tier: string | null = null, url: string | null = null) => ({
  slug: `partner-${order}`,
  name: `Partner ${order}`,
  url,
  tier,
  logo: image(800, 400),
});

describe("sponsor wall", () => {
  it("groups by tier in the order tiers first appear, untiered sponsors last", () => {
    const groups = groupByTier([
      sponsor(1, "Gold"),
      sponsor(2),
      sponsor(3, "Silver"),
      sponsor(4, "Gold"),
      sponsor(5, " "),
    ]);
    expect(groups.map((group) => [group.tier, group.sponsors.map((s) => s.slug)])).toEqual([
      ["Gold", ["partner-1", "partner-4"]],
      ["Silver", ["partner-3"]],
      [null, ["partner-2", "partner-5"]],
    ]);
  });

  it("shows one list without headings when no sponsor has a tier", () => {
    render(<SponsorGrid sponsors={[sponsor(1), sponsor(2, null, "https://example.org")]} />);
    expect(screen.queryByRole("heading")).toBeNull();
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const link = within(list).getByRole("link");
    expect(link).toHaveAttribute("href", "https://example.org");
  });

  it("links a logo to its sponsor's site in a new tab, marked sponsored and counted by its slug", () => {
    render(<SponsorGrid sponsors={[sponsor(1), sponsor(2, null, "https://example.org")]} />);
    const link = screen.getByRole("link", { name: "Partner 2" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "sponsored noopener");
    expect(link).toHaveAttribute("data-sponsor", "partner-2");
    expect(link).toHaveAttribute("aria-describedby", "new-tab-note");
  });

  it("puts each tier under its own heading, the rest under 'Supporters'", () => {
    render(<SponsorGrid sponsors={[sponsor(1, "Title Sponsor"), sponsor(2), sponsor(3, "Title Sponsor")]} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Title Sponsor",
      "Supporters",
    ]);
    const title = screen.getByRole("region", { name: "Title Sponsor" });
    expect(within(title).getAllByRole("listitem")).toHaveLength(2);
  });
});
