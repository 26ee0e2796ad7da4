import { screen } from "@testing-library/react";
import { Reveal } from "../../src/components/ui/reveal";
import { renderWithTheme } from "../setup/render";

describe("scroll reveal without IntersectionObserver (jsdom, old browsers)", () => {
  const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;

  beforeEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    document.documentElement.classList.add("js"); // as the inline script in gatsby-ssr does
  });

  afterEach(() => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    document.documentElement.classList.remove("js");
  });

  it.each(["fade-up", "fade-left"] as const)("shows %s content at once", (effect) => {
    expect("IntersectionObserver" in window).toBe(false);
    renderWithTheme(
      <Reveal effect={effect} delay={300}>
        <h2>OUR TEAMS</h2>
        <p>Meet the dynamic teams fueling innovation at the our Club</p>
      </Reveal>,
    );
    const block = screen.getByRole("heading", { name: "OUR TEAMS" }).parentElement as HTMLElement;
    expect(block).toHaveAttribute("data-reveal", effect);
    expect(block).toHaveAttribute("data-inview", "true");
    expect(screen.getByRole("heading", { name: "OUR TEAMS" })).toBeVisible();
    expect(screen.getByText(/Meet the dynamic teams/)).toBeVisible();
  });
});
