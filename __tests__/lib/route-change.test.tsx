import { act, render, screen } from "@testing-library/react";
import { focusAfterNavigation, focusPageStart, updateScroll } from "../../src/lib/route-change";

const at = (pathname: string, hash = "") => ({ pathname, hash });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe("route change: scroll", () => {
  it("jumps to the top of every new page and tells Gatsby not to restore a position", () => {
    expect(updateScroll(at("/event"))).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });

  it("leaves a link to an anchor to Gatsby, which scrolls to that element", () => {
    expect(updateScroll(at("/contact", "#map"))).toBe(true);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe("route change: focus", () => {
  const page = () =>
    render(
      <>
        <a href="/event">EVENTS</a>
        <main id="main" tabIndex={-1}>
          <h1>Events that we Participate in</h1>
        </main>
      </>,
    );

  it("moves focus to the new page's h1 after a client-side navigation, without scrolling", () => {
    jest.useFakeTimers();
    page();
    const heading = screen.getByRole("heading", { level: 1 });
    const focus = jest.spyOn(heading, "focus");
    screen.getByRole("link").focus();
    focusAfterNavigation(at("/event"), at("/"));
    // Gatsby's router focuses its own wrapper first, in an effect; the move comes after it.
    document.getElementById("main")?.focus();
    act(() => jest.advanceTimersByTime(50));
    jest.useRealTimers();
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it("keeps the browser's focus on the first page view and on same-page changes", () => {
    jest.useFakeTimers();
    page();
    const link = screen.getByRole("link");
    link.focus();
    focusAfterNavigation(at("/event"), null);
    focusAfterNavigation(at("/event"), at("/event"));
    act(() => jest.advanceTimersByTime(50));
    jest.useRealTimers();
    expect(link).toHaveFocus();
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
