import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LatestNews } from "../../src/components/latest-news";
import { renderWithTheme as render } from "../setup/render";
import { image } from "../fixtures/typed";

const item = (slug: string, title: string) => ({
  slug,
  title,
  description: `About ${title}.`,
  url: `https://example.org/${slug}`,
});
const news = [
  item("world-alumni-meet-2022", "World Alumni Meet 2022"),
  item("orientation-ceremony", "Orientation Ceremony"),
  item("formula-imperial-2022", "Formula Imperial 2022"),
  item("pi-ev-results-2022", "Pi-EV Results 2022 - ZFR EV"),
  item("installation-ceremony", "Installation Ceremony"),
];
const notifications = [
  item("cfd-workshop-2024", "CFD Workshop 2024"),
  item("orientation-2024", "Orientation 2024"),
];
const poster = image(720, 405).childImageSharp.gatsbyImageData;

describe("Latest News", () => {
  const renderNews = () =>
    render(
      <LatestNews news={news} notifications={notifications} articlePoster={poster} videoPoster={poster} />,
    );

  it("has the spec's title and subtitle", () => {
    renderNews();
    expect(screen.getByRole("region", { name: "Latest News" })).toBeInTheDocument();
    expect(screen.getByText("Have a look at our most recent news of the teams")).toBeInTheDocument();
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

  it("renders the five static news items", () => {
    renderNews();
    const list = screen.getByRole("region", { name: "In the news" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(news.map((n) => n.title));
  });
});
