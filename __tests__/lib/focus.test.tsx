import { render, screen } from "@testing-library/react";
import { focusPageStart } from "../../src/lib/focus";

describe("focus at the page's start", () => {
  it("moves focus to the page's h1, focusable by script only, without scrolling", () => {
    render(
      <>
        <a href="/event">EVENTS</a>
        <main id="main" tabIndex={-1}>
          <h1>Events that we Participate in</h1>
        </main>
      </>,
    );
    const heading = screen.getByRole("heading", { level: 1 });
    const focus = jest.spyOn(heading, "focus");
    screen.getByRole("link").focus();
    focusPageStart();
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it("falls back to main when the page has no h1", () => {
    render(
      <main id="main" tabIndex={-1}>
        <p>No heading here</p>
      </main>,
    );
    focusPageStart();
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
