// One sponsor's printable report (src/server/visit-counts/sponsor-report-page.tsx) as its reader's browser
// reads it: figures, the table of weeks with bars beside the figures, what the dates did, and print rules.
import type { SponsorRow } from "../../../src/server/visit-counts/report";
import { sponsorReportPage, type Branding } from "../../../src/server/visit-counts/sponsor-report-page";
import { readPage } from "../../fixtures/page-dom";

const BRAND: Branding = {
  clubName: "Test Club",
  siteUrl: "https://club.example/",
  email: "club@example.org",
  logo: "data:image/png;base64,iVBORw0KGgo=",
};
const PERIOD = { from: "2026-11-02", to: "2026-11-15" };
const week = (from: string, to: string, credited: boolean, views: number, seen: number, clicks: number) => ({
  from,
  to,
  partial: false,
  credited,
  views,
  seen,
  clicks,
});
const SPONSOR: SponsorRow = {
  slug: "acme",
  name: "Acme <Motors>",
  url: "https://acme.example.org",
  start: "2026-11-09",
  credited: { from: "2026-11-09", to: "2026-11-15" },
  views: 8,
  seen: 6,
  clicks: 2,
  clickThrough: 0.25,
  stretches: [
    week("2026-11-02", "2026-11-08", false, 0, 0, 0),
    week("2026-11-09", "2026-11-15", true, 8, 6, 2),
  ],
};

const report = (sponsor: SponsorRow = SPONSOR) => readPage(sponsorReportPage(sponsor, PERIOD, BRAND));

describe("sponsor report page", () => {
  it("names the sponsor, the period and what its dates did to it", () => {
    const { document, page } = report();
    expect(document.title).toBe(
      "Acme <Motors>: your logo on the Test Club website, 2 Nov 2026 – 15 Nov 2026",
    );
    expect(page.getByRole("img", { name: "Test Club logo" }).getAttribute("src")).toBe(BRAND.logo);
    expect(page.getByRole("heading", { level: 1, name: "Acme <Motors>" })).toBeTruthy();
    expect(page.getByText("Counted only from 9 Nov 2026, when your sponsorship began.")).toBeTruthy();
  });

  it("gives the figures and a row a week, a week outside the sponsorship marked and without figures", () => {
    const { page } = report();
    const figures = page.getAllByRole("listitem").map((item) => item.textContent);
    expect(figures).toEqual([
      "8 views of the page showing your logo",
      "6 times your logo was seen",
      "2 clicks on your logo",
      "25.0% click-through (clicks per page view)",
    ]);
    const table = page.getByRole("table", { name: "Per week" });
    const rows = [...table.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["2 Nov – 8 Novnot in your sponsorship", "–", "–", "–", "–"],
      ["9 Nov – 15 Nov", "8", "6", "2", "25.0%"],
    ]);
    // A full bar beside the week's logo sightings and clicks (the most of any week), hidden from readers.
    const bars = table.querySelectorAll('tbody svg[aria-hidden="true"] rect');
    expect([...bars].map((bar) => bar.getAttribute("width"))).toEqual(["100.0", "100.0"]);
  });

  it("says a sponsor without a link has no clicks to count", () => {
    const { page } = report({ ...SPONSOR, url: undefined, clicks: null, clickThrough: null });
    expect(page.getByText("No link").parentElement?.textContent).toContain("no clicks to count");
    expect(page.queryByText(/clicks on your logo/)).toBeNull();
    expect(page.getByRole("contentinfo").textContent).not.toContain("links to");
  });

  it("prints on A4 with its figures' boxes and table kept whole, in the site's faces", () => {
    const { document } = report();
    const css = document.head.querySelector("style")?.textContent ?? "";
    expect(css).toContain("@page{size:A4;");
    expect(css).toMatch(/@media print\{[^}]*\{[^}]*break-inside:avoid/);
    expect(css).toContain('font-family:"Inter"');
    expect(document.body.innerHTML).not.toMatch(/<style|<script/);
  });
});
