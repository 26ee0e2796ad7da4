import type { PageProps } from "gatsby";
import { act, screen } from "@testing-library/react";
import HomePage from "../../src/pages/index";
import { renderWithTheme as render } from "../setup/render";
import { image } from "../fixtures/typed";
import home from "../../content/pages/home.json";

type Copy = typeof home;

/** The home page's query result, its copy straight from content/pages/home.json (optionally patched). */
const homeData = (copy: Copy = home) =>
  ({
    copy: { ...copy, image: null, article: { ...copy.article, poster: image(720, 405) } },
    videoPoster: null,
    teams: { nodes: [] },
    heads: { nodes: [] },
    notifications: { nodes: [] },
  }) as unknown as Queries.HomePageQuery;

/** Renders the page and lets the college heads' carousel module (loaded on mount) settle. */
const renderHome = async (copy?: Copy) => {
  const props = {
    data: homeData(copy),
    location: { pathname: "/" },
  } as unknown as PageProps<Queries.HomePageQuery>;
  await act(async () => {
    render(<HomePage {...props} />);
  });
};

describe("home page", () => {
  it("renders the taglines and section headings of content/pages/home.json", async () => {
    await renderHome();
    for (const word of home.taglines) expect(screen.getByText(word)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: home.intro })).toBeInTheDocument();
    const { collegeHeads, news, teams } = home.sections;
    // The highlighted words are part of the heading.
    expect(
      screen.getByRole("heading", { level: 2, name: `${collegeHeads.heading} ${collegeHeads.highlight}` }),
    ).toContainElement(screen.getByText(collegeHeads.highlight));
    expect(screen.getByRole("heading", { level: 2, name: news.heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: teams.heading })).toBeInTheDocument();
    for (const section of Object.values(home.sections)) {
      expect(screen.getByText(section.subtitle)).toBeInTheDocument();
    }
  });

  it("follows an edit of home.json: new taglines, headings and subtitles, no code changed", async () => {
    const edited: Copy = {
      ...home,
      taglines: ["DREAM.", "BUILD.", "RACE."],
      sections: {
        collegeHeads: {
          heading: "A word from our",
          highlight: "Mentors",
          subtitle: "Why they back the club.",
        },
        news: { heading: "Club News", subtitle: "This season so far" },
        teams: { heading: "THE TEAMS", subtitle: "Three teams, one club" },
      },
    };
    await renderHome(edited);
    expect(screen.getByText("DREAM.")).toBeInTheDocument();
    for (const word of home.taglines) expect(screen.queryByText(word)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "A word from our Mentors" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Club News" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "THE TEAMS" })).toBeInTheDocument();
    expect(screen.getByText("Three teams, one club")).toBeInTheDocument();
    expect(screen.queryByText(home.sections.news.heading)).not.toBeInTheDocument();
    expect(screen.queryByText(home.sections.collegeHeads.subtitle)).not.toBeInTheDocument();
  });
});
