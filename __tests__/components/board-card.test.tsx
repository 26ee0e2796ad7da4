import { screen, within } from "@testing-library/react";
import { BoardCard } from "../../src/components/board-card";
import { renderWithTheme as render } from "../setup/render";
import { image } from "../fixtures/typed";

const member = (overrides: Partial<Queries.BoardCardFragment>): Queries.BoardCardFragment => ({
  slug: "needa-khan",
  name: "Needa Khan",
  post: "Web Developer",
  linkedin: null,
  instagram: null,
  email: null,
  photo: image(320, 320),
  ...overrides,
});

describe("board card", () => {
  it("shows photo, name and post, and every link that has a value, each with an accessible name", () => {
    render(
      <BoardCard
        member={member({
          linkedin: "https://www.linkedin.com/in/needa-khan/",
          instagram: "https://www.instagram.com/needa/",
          email: "needa@example.org",
        })}
      />,
    );
    const card = screen.getByRole("article", { name: "Needa Khan" });
    expect(within(card).getByRole("img", { name: "Portrait of Needa Khan" })).toBeInTheDocument();
    expect(within(card).getByText("Web Developer")).toBeInTheDocument();
    const links = within(within(card).getByRole("list", { name: "Contact Needa Khan" })).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Needa Khan on LinkedIn", "https://www.linkedin.com/in/needa-khan/"],
      ["Needa Khan on Instagram", "https://www.instagram.com/needa/"],
      ["E-mail Needa Khan", "mailto:needa@example.org"],
    ]);
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[2]).not.toHaveAttribute("target");
  });

  it("leaves out links whose value is empty or missing", () => {
    render(
      <BoardCard
        member={member({ linkedin: "https://www.linkedin.com/in/needa-khan/", instagram: "", email: "  " })}
      />,
    );
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual([
      "Needa Khan on LinkedIn",
    ]);
  });

  it("renders no empty link list when the member has no links at all", () => {
    render(<BoardCard member={member({})} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
