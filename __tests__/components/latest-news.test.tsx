import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LatestNews } from "../../src/components/latest-news";
import { renderWithTheme as render } from "../setup/render";
import { image } from "../fixtures/typed";
import home from "../../content/pages/home.json";

const item = (slug: string, title: string) => ({
  slug,
  title,
  description: `About ${title}.`,
  url: `https://example.org/${slug}`,
});
const notifications = [
  item("cfd-workshop-2024", "CFD Workshop 2024"),
  item("orientation-2024", "Orientation 2024"),
];
const poster = image(720, 405).childImageSharp.gatsbyImageData;

describe("Latest News", () => {
  const renderNews = (heading: { heading: string; subtitle?: string } = home.sections.news) =>
    render(
      <LatestNews
        heading={heading}
        notifications={notifications}
        article={home.article}
        video={home.video}
        articlePoster={poster}
        videoPoster={poster}
      />,
    );

  it("has the section's title and subtitle", () => {
    renderNews();
    expect(screen.getByRole("region", { name: "Latest News" })).toBeInTheDocument();
    expect(screen.getByText("Have a look at our most recent news of the teams")).toBeInTheDocument();
  });

  it("takes its heading and subtitle from content/pages/home.json: changing the file changes them", () => {
    renderNews({ heading: "Club News", subtitle: "What the teams did this season" });
    expect(screen.getByRole("region", { name: "Club News" })).toBeInTheDocument();
    expect(screen.getByText("What the teams did this season")).toBeInTheDocument();
    expect(screen.queryByText("Latest News")).not.toBeInTheDocument();
  });

  it("makes no third-party frame until the visitor asks, then a titled iframe", async () => {
    const { container } = renderNews();
    expect(container.querySelector("iframe")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /^Play video/ }));
    const video = container.querySelector("iframe");
    expect(video).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/B36d2OTvtKI?autoplay=1");
    expect(video).toHaveAttribute("title");
    await userEvent.click(screen.getByRole("button", { name: /^Load the article/ }));
    const frames = container.querySelectorAll("iframe");
    expect(frames).toHaveLength(2);
    expect(frames[1]).toHaveAttribute(
      "src",
      "https://indiaeducationdiary.in/amu-team-get-top-ranks-for-designing-formula-electric-car/",
    );
  });

  it("lists every notification: the title links out in a new tab, with its description", () => {
    renderNews();
    const box = screen.getByRole("region", { name: "Notifications and Updates" });
    const links = within(box).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName("CFD Workshop 2024 (opens in a new tab)");
    expect(links[0]).toHaveAttribute("href", "https://example.org/cfd-workshop-2024");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(within(box).getByText("About CFD Workshop 2024.")).toBeInTheDocument();
  });

  it("shows each story in one list only: no second news list repeats the notifications", () => {
    renderNews();
    expect(screen.queryByRole("region", { name: "In the news" })).toBeNull();
    for (const notification of notifications) {
      expect(screen.getAllByText(notification.title)).toHaveLength(1);
    }
  });
});
