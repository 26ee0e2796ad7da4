import { screen, within } from "@testing-library/react";
import SponsorsPage from "../../src/pages/sponsors";
import AlumniPage from "../../src/pages/alumnis";
import GalleryPage from "../../src/pages/gallery";
import DownloadsPage from "../../src/pages/downloads";
import SupportPage from "../../src/pages/supportus";
import JoinPage from "../../src/pages/apply";
import { BANK_ROWS, image } from "../fixtures/typed";
import { renderWithTheme as render } from "../setup/render";
import { pageProps } from "../fixtures/gatsby-props";
import { pageCopy } from "../fixtures/page-copy";
import { mockSiteSettings } from "../fixtures/site-settings";

const copy = pageCopy;
/** The heading a page's copy file gives it. */
const heading = (slug: string): string => pageCopy(slug).heading ?? pageCopy(slug).title;

describe("sponsors page", () => {
  beforeEach(() => mockSiteSettings({ email: "club@example.org" }));

  it("shows the 20 logos with the sponsor's name as alt (a link only when a url is given), the four benefits and the invitation to /contact", () => {
    const sponsors = Array.from({ length: 20 }, (_, index) => ({
      slug: `partner-${index + 1}`,
      name: `Partner ${index + 1}`,
      url: index === 0 ? "https://partner.example.com/" : null,
      tier: null,
      logo: image(200, 100),
    }));
    const benefits = [
      "Increasing Brand Visibility",
      "Building A Positive Image",
      "Boosting Sales",
      "Product feedback for suppliers",
    ];
    render(
      <SponsorsPage
        {...pageProps<Queries.SponsorsPageQuery>({
          copy: {
            ...copy("sponsors", {
              paragraphs: ["Sponsorship connects your business.", "Get in touch with us."],
              blocks: benefits.map((heading) => ({ heading, text: `${heading} text` })),
            }),
            sponsorContact: null,
            sponsorFigures: null,
          },
          sponsors: { nodes: sponsors },
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: heading("sponsors") })).toBeInTheDocument();
    sponsors.forEach(({ name }) => expect(screen.getByRole("img", { name })).toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Partner 1" })).toHaveAttribute(
      "href",
      "https://partner.example.com/",
    );
    expect(screen.queryByRole("link", { name: "Partner 2" })).not.toBeInTheDocument();
    const why = screen.getByRole("region", { name: "Why Sponsor us?" });
    expect(
      within(why)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(benefits);
    expect(screen.getByText("Get in touch with us.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByTestId("sponsor-contact")).not.toBeInTheDocument();
    // No published figures: the block gives no number at all.
    expect(screen.queryByTestId("sponsor-figures")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "What your logo gets" }).textContent).not.toMatch(/\d/);
  });

  it("gives the figures report sponsors --publish wrote, with their period", () => {
    render(
      <SponsorsPage
        {...pageProps<Queries.SponsorsPageQuery>({
          copy: {
            ...copy("sponsors"),
            sponsorContact: null,
            sponsorFigures: { from: "2025-12-01", to: "2026-11-30", pageViews: 48213, logoSightings: 9120 },
          },
          sponsors: { nodes: [] },
        })}
      />,
    );
    const figures = screen.getByTestId("sponsor-figures");
    expect(figures).toHaveTextContent("page views of this site48,213");
    expect(figures).toHaveTextContent("times a sponsor's logo was seen on screen9,120");
    expect(figures).toHaveTextContent("From 1 December 2025 to 30 November 2026");
  });

  it("names the sponsors' contact from the content, with the club's e-mail when the member has none, and sizes logos by tier", () => {
    const sponsor = (index: number, tier: string | null) => ({
      slug: `partner-${index}`,
      name: `Partner ${index}`,
      url: null,
      tier,
      logo: image(200, 100),
    });
    const { container } = render(
      <SponsorsPage
        {...pageProps<Queries.SponsorsPageQuery>({
          copy: {
            ...copy("sponsors"),
            sponsorContact: { name: "Asha Rao", post: "Industry Interaction Coordinator", email: null },
            sponsorFigures: null,
          },
          sponsors: {
            nodes: [sponsor(1, "Title"), sponsor(2, "Gold"), sponsor(3, "Silver"), sponsor(4, null)],
          },
        })}
      />,
    );
    const contact = screen.getByTestId("sponsor-contact");
    expect(contact).toHaveTextContent("Your contact: Asha Rao, Industry Interaction Coordinator");
    expect(within(contact).getByRole("link", { name: "club@example.org" })).toHaveAttribute(
      "href",
      "mailto:club@example.org",
    );
    const sizes = [...container.querySelectorAll("[data-logo-size]")].map((list) =>
      list.getAttribute("data-logo-size"),
    );
    expect(sizes).toEqual(["large", "medium", "small", "small"]);
  });
});

describe("alumni page", () => {
  it("shows a card per alumnus with photo, name, post, organisation and a named LinkedIn link", () => {
    const alumni = Array.from({ length: 40 }, (_, index) => ({
      slug: `alumnus-${index}`,
      name: `Alumnus ${index}`,
      post: `Engineer ${index}`,
      company: `Company ${index}`,
      linkedin: index === 39 ? null : `https://www.linkedin.com/in/alumnus-${index}/`,
      photo: image(160, 160),
    }));
    render(
      <AlumniPage
        {...pageProps<Queries.AlumniPageQuery>({ copy: copy("alumni"), alumni: { nodes: alumni } })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: heading("alumni") })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(40);
    expect(screen.getByRole("img", { name: "Portrait of Alumnus 3" })).toBeInTheDocument();
    expect(screen.getByText("Engineer 3")).toBeInTheDocument();
    expect(screen.getByText("Company 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Alumnus 3 on LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/alumnus-3/",
    );
    expect(screen.getAllByRole("link", { name: /on LinkedIn$/ })).toHaveLength(39);
  });
});

describe("gallery page", () => {
  it("lists the albums with cover, name and photo count, linking to /gallery/SectionN", () => {
    const names = ["Formula Bharat 2023", "Formula Imperial 2022"];
    const albums = names.map((name, index) => ({
      slug: `Section${index}`,
      order: index + 1,
      name,
      imageCount: 12 - index,
      cover: { src: { childImageSharp: { cover: image().childImageSharp.gatsbyImageData } } },
    }));
    render(
      <GalleryPage
        {...pageProps<Queries.GalleryPageQuery>({ copy: copy("gallery"), albums: { nodes: albums } })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: heading("gallery") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Formula Bharat 2023\s*12 photos/ })).toHaveAttribute(
      "href",
      "/gallery/Section0",
    );
    expect(screen.getByRole("link", { name: /Formula Imperial 2022\s*11 photos/ })).toHaveAttribute(
      "href",
      "/gallery/Section1",
    );
  });
});

describe("downloads page", () => {
  it("shows each press release with title, date, size and a download link, then the newsletter box", () => {
    render(
      <DownloadsPage
        {...pageProps<Queries.DownloadsPageQuery>({
          copy: copy("downloads", { paragraphs: ["Our newsletter is nearly ready."] }),
          releases: {
            nodes: [
              {
                slug: "press-release-pi-ev-2022",
                title: "Pi-EV 2022",
                date: "1 October 2022",
                isoDate: "2022-10-01",
                file: "/press-releases/press-release-pi-ev-2022.pdf",
                fileName: "press-release-pi-ev-2022.pdf",
                sizeBytes: 174240,
              },
            ],
          },
        })}
      />,
    );
    const newsletter = screen.getByRole("heading", { name: "NewsLetter coming soon" });
    const downloads = screen.getByRole("region", { name: "Useful Downloads" });
    // What the visitor came for comes first; the newsletter box follows.
    expect(downloads.compareDocumentPosition(newsletter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(downloads).getByRole("heading", { name: "Pi-EV 2022" })).toBeInTheDocument();
    expect(within(downloads).getByText("1 October 2022")).toHaveAttribute("datetime", "2022-10-01");
    expect(within(downloads).getByText("170 KB")).toBeInTheDocument();
    const link = within(downloads).getByRole("link", { name: /^Download Pi-EV 2022/ });
    expect(link).toHaveAttribute("href", "/press-releases/press-release-pi-ev-2022.pdf");
    expect(link).toHaveAttribute("download", "press-release-pi-ev-2022.pdf");
  });
});

describe("support us page", () => {
  beforeEach(() => mockSiteSettings({ bankDetails: BANK_ROWS }));

  it("shows the appeal, the six bank rows with copy buttons and 'Another way to Support Us'", () => {
    render(
      <SupportPage
        {...pageProps<Queries.SupportPageQuery>({
          copy: copy("support", {
            paragraphs: ["Become part of our journey."],
            blocks: [
              { heading: "Another way to Support Us", text: "Know-how, production capacity or funds." },
            ],
          }),
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: heading("support") })).toBeInTheDocument();
    expect(screen.getByText("Become part of our journey.")).toBeInTheDocument();
    const bank = screen.getByRole("region", { name: "Bank Details" });
    expect(within(bank).getAllByRole("button", { name: /^Copy / })).toHaveLength(6);
    expect(screen.getByRole("region", { name: "Another way to Support Us" })).toHaveTextContent(
      "Know-how, production capacity or funds.",
    );
  });
});

describe("join us page", () => {
  it("shows JOIN US, the three perks and the REGISTER HERE slot", () => {
    const perks = ["Develop New Skills", "Build a Network", "Boost Your Resume"];
    render(
      <JoinPage
        {...pageProps<Queries.JoinPageQuery>({
          copy: {
            ...copy("join", { blocks: perks.map((heading) => ({ heading, text: `${heading} text` })) }),
            recruitmentOpens: null,
            recruitmentCloses: null,
          },
          site: { buildTime: "2026-01-01" },
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: heading("join") })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(perks);
    expect(screen.getByRole("region", { name: "REGISTER HERE" })).toBeInTheDocument();
  });

  const joinOn = (buildTime: string, dates: { recruitmentOpens?: string; recruitmentCloses?: string }) =>
    render(
      <JoinPage
        {...pageProps<Queries.JoinPageQuery>({
          copy: { ...copy("join"), recruitmentOpens: null, recruitmentCloses: null, ...dates },
          site: { buildTime },
        })}
      />,
    );

  it("before recruitment opens, says when it reopens and shows the newsletter box in place of the form", () => {
    joinOn("2026-07-31", { recruitmentOpens: "2026-08-01", recruitmentCloses: "2026-08-31" });
    const closed = screen.getByRole("region", { name: "Recruitment is closed" });
    expect(closed).toHaveTextContent("Recruitment reopens on 1 August 2026.");
    expect(within(closed).getByRole("textbox", { name: /e-mail/i })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "REGISTER HERE" })).not.toBeInTheDocument();
  });

  it("after recruitment closes, says the day it closed and shows the newsletter box", () => {
    joinOn("2026-09-01", { recruitmentOpens: "2026-08-01", recruitmentCloses: "2026-08-31" });
    expect(screen.getByRole("region", { name: "Recruitment is closed" })).toHaveTextContent(
      "This round of recruitment closed on 31 August 2026.",
    );
    expect(screen.queryByRole("region", { name: "REGISTER HERE" })).not.toBeInTheDocument();
  });

  it("shows the form on the first and the last day of recruitment, and always when no dates are set", () => {
    for (const day of ["2026-08-01", "2026-08-31"]) {
      const { unmount } = joinOn(day, { recruitmentOpens: "2026-08-01", recruitmentCloses: "2026-08-31" });
      expect(screen.getByRole("region", { name: "REGISTER HERE" })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "Recruitment is closed" })).not.toBeInTheDocument();
      unmount();
    }
    joinOn("2026-09-01", {});
    expect(screen.getByRole("region", { name: "REGISTER HERE" })).toBeInTheDocument();
  });
});
