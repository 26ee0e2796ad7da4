import type { HeadProps, PageProps } from "gatsby";
import { render as plainRender, screen, within } from "@testing-library/react";
import NotFoundPage, { Head as NotFoundHead } from "../../src/pages/404";
import AboutPage, { Head as AboutHead } from "../../src/pages/vision-mission";
import AchievementsPage, { Head as AchievementsHead } from "../../src/pages/achievements";
import TeamsSectionPage, { Head as TmHead } from "../../src/pages/tm";
import { renderWithTheme as render } from "../setup/render";
import home from "../../content/pages/home.json";

import { mockSiteSettings } from "../fixtures/site-settings";

beforeEach(() => {
  mockSiteSettings();
});
afterEach(() => jest.restoreAllMocks());

/** Gatsby's Head renders <html>, <title> and <meta> into the document head; a test container is a div. */
function quietHeadNesting() {
  const original = console.error;
  return jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === "string" && message.includes("validateDOMNesting")) return;
    original(message, ...rest);
  });
}

/** Page components only read `data` (and Heads `location`); the rest of Gatsby's props is not needed. */
import { pageCopy } from "../fixtures/page-copy";

const pageProps = <T,>(data: T) => ({ data, location: { pathname: "/x" } }) as unknown as PageProps<T>;
const headProps = <T,>(data: T, pathname: string) =>
  ({ data, location: { pathname } }) as unknown as HeadProps<T>;

/** The page's copy from content/pages (title and intro given here must match it). */
const copy = (slug: string, title: string, intro: string, extra: object = {}) => {
  const fromContent = pageCopy(slug, extra);
  expect([fromContent.title, fromContent.heading ?? fromContent.intro ?? ""]).toEqual([
    title,
    intro || expect.anything(),
  ]);
  return fromContent;
};

function titleOf(head: JSX.Element): string {
  plainRender(head);
  const title = document.querySelector("title")?.textContent ?? "";
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  return title;
}

describe("404 page", () => {
  it("says the page does not exist and links home", () => {
    const data = {
      copy: copy("not-found", "Page not found", "Oops, the page you're looking for does not exist."),
    };
    render(<NotFoundPage {...pageProps(data)} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops, the page you're looking for does not exist." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "RETURN HOME" })).toHaveAttribute("href", "/");
  });
});

describe("About Us page", () => {
  it("shows the headline, three paragraphs, then Vision, Mission and Value", () => {
    const data = {
      copy: copy("about", "About Us", "Engineer your Future with us!", {
        paragraphs: ["One.", "Two.", "Three."],
        blocks: [
          { heading: "Vision", text: "V." },
          { heading: "Mission", text: "M." },
          { heading: "Value", text: "Va." },
        ],
      }),
    };
    render(<AboutPage {...pageProps(data)} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Engineer your Future with us!" }),
    ).toBeInTheDocument();
    for (const text of ["One.", "Two.", "Three."]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Vision",
      "Mission",
      "Value",
    ]);
  });
});

describe("achievements page", () => {
  it("renders the tabs from the page query's data", () => {
    const data = {
      copy: pageCopy("achievements"),
      teams: {
        nodes: [
          { slug: "zfr-cv", shortName: "ZFR-CV" },
          { slug: "zfr-ev", shortName: "ZFR-EV" },
          { slug: "tgw", shortName: "TGW" },
        ],
      },
      achievements: {
        nodes: [
          {
            slug: "pi-ev-2022",
            event: "PI-EV 2022",
            overallRank: 13,
            team: { slug: "zfr-ev", hue: "ev" },
            subEvents: [
              { name: "Procurement Strategy", rank: 9 },
              { name: "Engineering Design", rank: 12 },
              { name: "Software and Intelligence Integration", rank: 12 },
            ],
          },
        ],
      },
    };
    render(<AchievementsPage {...pageProps(data)} />);
    expect(
      screen.getByRole("heading", { level: 1, name: pageCopy("achievements").title }),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ZFR-CV", selected: true })).toBeInTheDocument();
    expect(within(screen.getByRole("tabpanel")).queryAllByRole("article")).toHaveLength(0);
  });
});

const tmData = {
  copy: { sections: { teams: { ...home.sections.teams, highlight: null } } },
  teams: { nodes: [] },
};

describe("/tm utility page", () => {
  it("renders the OUR TEAMS section alone, as its h1", () => {
    render(<TeamsSectionPage {...pageProps(tmData)} />);
    expect(screen.getByRole("heading", { level: 1, name: home.sections.teams.heading })).toBeInTheDocument();
  });

  it("keeps itself out of search engines", () => {
    quietHeadNesting();
    plainRender(<TmHead {...headProps(tmData, "/tm")} />);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });
});

describe("page heads", () => {
  it("give each page its own title", () => {
    quietHeadNesting();
    const titles = [
      titleOf(<NotFoundHead {...headProps({ copy: copy("not-found", "Page not found", "") }, "/404")} />),
      titleOf(<AboutHead {...headProps({ copy: copy("about", "About Us", "") }, "/vision-mission")} />),
      titleOf(
        <AchievementsHead
          {...headProps(
            { copy: pageCopy("achievements"), teams: { nodes: [] }, achievements: { nodes: [] } },
            "/achievements",
          )}
        />,
      ),
      titleOf(<TmHead {...headProps(tmData, "/tm")} />),
    ];
    expect(titles).toEqual([
      "Page not found | SAE ZHCET",
      "About Us | SAE ZHCET",
      "Achievements | SAE ZHCET",
      "Teams section | SAE ZHCET",
    ]);
  });
});
