import { act, fireEvent, screen } from "@testing-library/react";
import { LOADING_SCREEN_KEY, LoadingScreen } from "../../src/components/loading-screen";
import { renderWithTheme } from "../setup/render";
import { whenUncovered } from "../../src/lib/loading-cover";

const realMatchMedia = window.matchMedia;

/** Emulates the visitor's prefers-reduced-motion setting. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
    }) as MediaQueryList;
}

const screenShown = () => screen.queryByRole("status");

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  prefersReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = realMatchMedia;
});

describe("loading screen", () => {
  it("shows 'loading...' with gears for 2000 ms on the first view of a session", () => {
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    const status = screenShown();
    expect(status).toHaveTextContent("loading...");
    expect(status).toHaveAttribute("aria-live", "polite");
    // The gears are plain HTML (their CSS animation runs on the compositor), hidden from assistive tech.
    expect(status?.querySelector(".gears")).toHaveAttribute("aria-hidden", "true");
    expect(status?.querySelectorAll(".gears .gear")).toHaveLength(2);
    expect(status?.querySelector("svg")).toBeNull();
    act(() => jest.advanceTimersByTime(1900));
    expect(screenShown()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screenShown()).not.toBeInTheDocument();
  });

  it("marks the page covered while it shows, for work that waits for it (the hero's videos)", () => {
    const covered = () => document.documentElement.hasAttribute("data-loading-cover");
    const gone = jest.fn();
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    expect(covered()).toBe(true);
    whenUncovered(gone);
    act(() => jest.advanceTimersByTime(1000));
    expect(covered()).toBe(true);
    expect(gone).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screenShown()).not.toBeInTheDocument();
    expect(covered()).toBe(false);
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it("never marks the page covered when it does not show", () => {
    prefersReducedMotion(true);
    const gone = jest.fn();
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    expect(document.documentElement.hasAttribute("data-loading-cover")).toBe(false);
    whenUncovered(gone);
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it("counts its time from the start of the page view: a slow start shortens it", () => {
    act(() => jest.advanceTimersByTime(1200)); // hydration finished 1.2 s after the start
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    expect(screenShown()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(799));
    expect(screenShown()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screenShown()).not.toBeInTheDocument();
  });

  it("is not flashed when less than half a second of its time is left", () => {
    act(() => jest.advanceTimersByTime(1700));
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    expect(screenShown()).not.toBeInTheDocument();
  });

  it("shows only on the first page view of a browser session", () => {
    const first = renderWithTheme(<LoadingScreen durationMs={2000} />);
    expect(screenShown()).toBeInTheDocument();
    expect(window.sessionStorage.getItem(LOADING_SCREEN_KEY)).toBe("1");
    act(() => jest.advanceTimersByTime(2000));
    first.unmount();

    renderWithTheme(<LoadingScreen durationMs={2000} />); // a reload, or another tab of the session
    expect(screenShown()).not.toBeInTheDocument();
  });

  it("is dismissed early by any key", () => {
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    expect(screenShown()).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "a" });
    expect(screenShown()).not.toBeInTheDocument();
  });

  it("is dismissed early by a click", () => {
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    fireEvent.pointerDown(screenShown() as HTMLElement);
    expect(screenShown()).not.toBeInTheDocument();
  });

  it("never shows when the visitor prefers reduced motion", () => {
    prefersReducedMotion(true);
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    expect(screenShown()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screenShown()).not.toBeInTheDocument();
  });

  it("takes no focus", () => {
    const before = document.activeElement;
    renderWithTheme(<LoadingScreen durationMs={2000} />);
    expect(screenShown()).toBeInTheDocument();
    expect(document.activeElement).toBe(before);
    expect(screenShown()?.querySelector("[tabindex], button, a")).toBeNull();
  });
});
