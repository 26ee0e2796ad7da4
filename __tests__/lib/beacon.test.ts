// The page-view beacon in jsdom: one beacon for the page, one per click on a sponsor's logo, the logos seen
// (half on screen for a second, tab in front) once per page view, nothing at all when the browser asks not
// to be tracked; never a cookie or a storage entry.

import { countVisit, optedOut } from "../../src/lib/beacon";
import { BEACON_PATH, NOT_FOUND_ID } from "../../src/lib/traffic";

const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);

const sent = (): unknown[] =>
  sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(BEACON_PATH);
    return JSON.parse(String(body));
  });

/** A stand-in for the browser's IntersectionObserver: the test says what share of each logo is shown. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
  }
  /** Reports each observed logo's share on screen, by slug. */
  show(shares: Record<string, number>): void {
    this.callback(
      [...this.targets]
        .filter((target) => (target.getAttribute("data-sponsor") ?? "") in shares)
        .map((target) => ({ target, intersectionRatio: shares[target.getAttribute("data-sponsor") ?? ""] })),
    );
  }
}

let hidden = false;

beforeEach(() => {
  jest.useFakeTimers();
  hidden = false;
  sendBeacon.mockClear();
  Object.defineProperty(window, "IntersectionObserver", { value: FakeObserver, configurable: true });
  Object.defineProperty(document, "hidden", { get: () => hidden, configurable: true });
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
  document.body.innerHTML = `
    <a href="https://example.org/a" data-sponsor="partner-01" target="_blank"><img alt="Partner 01"></a>
    <a href="https://example.org/b" data-sponsor="partner-02" target="_blank"><img alt="Partner 02"></a>
    <div data-sponsor="partner-03"><img alt="Partner 03"></div>
    <a href="/contact">Contact</a>`;
  window.history.replaceState(null, "", "/sponsors");
});

afterEach(() => jest.useRealTimers());

describe("optedOut", () => {
  it.each([
    [{ doNotTrack: "1" }, {}, true],
    [{}, { doNotTrack: "1" }, true],
    [{ globalPrivacyControl: true }, {}, true],
    [{ doNotTrack: "0", globalPrivacyControl: false }, {}, false],
    [{ doNotTrack: null }, {}, false],
  ])("navigator %j, window %j: %s", (nav, win, expected) => {
    expect(optedOut(nav, win)).toBe(expected);
  });
});

describe("countVisit", () => {
  // First: countVisit's click listener stays on the document for the rest of the file.
  it("sends nothing when the browser says Do Not Track", () => {
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    FakeObserver.last = undefined;
    countVisit();
    document
      .querySelector("img")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(FakeObserver.last).toBeUndefined();
    jest.advanceTimersByTime(5_000);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("sends the page view, then one beacon per click on a sponsor's logo and none for other links", () => {
    countVisit();
    const logo = document.querySelector("img")!;
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener("click", stop);
    logo.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    logo.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 1 }));
    logo.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 2 }));
    document
      .querySelector<HTMLAnchorElement>('a[href="/contact"]')!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    document.removeEventListener("click", stop);
    expect(sent()).toEqual([{ view: "/sponsors" }, { click: "partner-01" }, { click: "partner-01" }]);
    expect(document.cookie).toBe("");
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it("counts the not-found page as /404 by its heading, whatever the browser reports of the status", () => {
    window.history.replaceState(null, "", "/no-such-page");
    document.body.innerHTML = `<section aria-labelledby="${NOT_FOUND_ID}"><h1 id="${NOT_FOUND_ID}">Not here</h1></section>`;
    countVisit();
    expect(sent()).toEqual([{ view: "/404" }]);
  });

  it("sends a logo as seen once half of it has been on screen for a second without a break, once", () => {
    countVisit();
    const observer = FakeObserver.last!;
    expect(observer.options).toEqual({ threshold: 0.5 });
    // partner-01 shown, partner-02 under half, partner-03 (no link) shown: seen after a second, together.
    observer.show({ "partner-01": 0.9, "partner-02": 0.4, "partner-03": 0.5 });
    jest.advanceTimersByTime(999);
    expect(sent()).toEqual([{ view: "/sponsors" }]);
    jest.advanceTimersByTime(200);
    expect(sent()).toEqual([{ view: "/sponsors" }, { seen: ["partner-01", "partner-03"] }]);
    // Scrolled away and back: already counted for this page view.
    observer.show({ "partner-01": 0, "partner-03": 0 });
    observer.show({ "partner-01": 1, "partner-03": 1 });
    // partner-02 comes into view but leaves before its second is up: not seen.
    observer.show({ "partner-02": 0.8 });
    jest.advanceTimersByTime(600);
    observer.show({ "partner-02": 0.2 });
    jest.advanceTimersByTime(5_000);
    expect(sent()).toHaveLength(2);
  });

  it("stops the clocks while the tab is hidden and measures afresh when it is back", () => {
    countVisit();
    const observer = FakeObserver.last!;
    observer.show({ "partner-01": 1 });
    jest.advanceTimersByTime(500);
    hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
    // Hidden: what the observer reports starts no clock.
    observer.show({ "partner-01": 1 });
    jest.advanceTimersByTime(5_000);
    expect(sent()).toEqual([{ view: "/sponsors" }]);
    hidden = false;
    document.dispatchEvent(new Event("visibilitychange"));
    // Observed again, so the browser reports the share at once: a full second from now.
    expect(observer.targets.size).toBe(3);
    observer.show({ "partner-01": 1 });
    jest.advanceTimersByTime(1_100);
    expect(sent()).toEqual([{ view: "/sponsors" }, { seen: ["partner-01"] }]);
  });
});
