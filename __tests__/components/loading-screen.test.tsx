import { fireEvent } from "@testing-library/react";
import { LOADING_SCREEN_KEY, loadingScreenScript } from "../../src/lib/loading-screen";
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

const root = document.documentElement;
const covered = () => root.hasAttribute("data-loading-cover");
const decision = () => root.dataset.loadingScreen;

/** Runs the inline <head> script as the browser does, `sinceStartMs` after the navigation started. */
function runHeadScript(durationMs: number, sinceStartMs = 100) {
  jest.spyOn(performance, "now").mockReturnValue(sinceStartMs);
  new Function(loadingScreenScript(durationMs))();
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  prefersReducedMotion(false);
  root.removeAttribute("data-loading-cover");
  delete root.dataset.loadingScreen;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.matchMedia = realMatchMedia;
  // The script's own listeners go with the cover; make sure no test leaves one.
  fireEvent.keyDown(window, { key: "Escape" });
});

describe("loading screen's head script", () => {
  it("covers the first view of a session until its time from the navigation's start is up", () => {
    runHeadScript(2000, 300);
    expect(decision()).toBe("shown");
    expect(covered()).toBe(true);
    expect(window.sessionStorage.getItem(LOADING_SCREEN_KEY)).toBe("1");
    jest.advanceTimersByTime(1699);
    expect(covered()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(covered()).toBe(false);
  });

  it("tells work that waits for it (the hero's videos) when it goes", () => {
    runHeadScript(2000);
    const gone = jest.fn();
    whenUncovered(gone);
    jest.advanceTimersByTime(1000);
    expect(gone).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it("is dismissed early by a key or a press, once", () => {
    runHeadScript(2000);
    const gone = jest.fn();
    window.addEventListener("loadingcovergone", gone);
    fireEvent.keyDown(window, { key: "Tab" });
    expect(covered()).toBe(false);
    jest.advanceTimersByTime(2000);
    fireEvent.pointerDown(document.body);
    expect(gone).toHaveBeenCalledTimes(1);
    window.removeEventListener("loadingcovergone", gone);

    window.sessionStorage.clear();
    runHeadScript(2000);
    fireEvent.pointerDown(document.body);
    expect(covered()).toBe(false);
  });

  it("never covers a later view of the session (a reload, another page, another tab of it)", () => {
    runHeadScript(2000);
    jest.advanceTimersByTime(2000);
    runHeadScript(2000);
    expect(decision()).toBe("seen");
    expect(covered()).toBe(false);
  });

  it("never covers under reduced motion, and the session's next view neither", () => {
    prefersReducedMotion(true);
    runHeadScript(2000);
    expect(decision()).toBe("reduced-motion");
    expect(covered()).toBe(false);
    prefersReducedMotion(false);
    runHeadScript(2000);
    expect(decision()).toBe("seen");
    expect(covered()).toBe(false);
  });

  it("does not cover a page whose head came too late to leave the screen half a second", () => {
    runHeadScript(2000, 1600);
    expect(decision()).toBe("late");
    expect(covered()).toBe(false);
  });

  it("never covers when session storage is refused (it could not know the view is the first)", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    runHeadScript(2000);
    expect(decision()).toBe("no-storage");
    expect(covered()).toBe(false);
  });

  it("takes its time from the site's settings", () => {
    runHeadScript(3000, 0);
    jest.advanceTimersByTime(2999);
    expect(covered()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(covered()).toBe(false);
  });
});
