// The page-view beacon (issue 24) in jsdom: one beacon for the page, one per click on a sponsor's logo,
// nothing at all when the browser asks not to be tracked; never a cookie or a storage entry.

import { countVisit, optedOut } from "../../src/lib/beacon";
import { BEACON_PATH } from "../../src/lib/traffic";

const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);

const sent = (): unknown[] =>
  sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(BEACON_PATH);
    return JSON.parse(String(body));
  });

let status = 200;

beforeEach(() => {
  status = 200;
  sendBeacon.mockClear();
  Object.defineProperty(performance, "getEntriesByType", {
    value: () => [{ responseStatus: status }],
    configurable: true,
  });
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
  document.body.innerHTML = `
    <a href="https://example.org/a" data-sponsor="partner-01" target="_blank"><img alt="Partner 01"></a>
    <a href="/contact">Contact</a>`;
  window.history.replaceState(null, "", "/sponsors");
});

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
    countVisit();
    document
      .querySelector("img")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
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

  it("counts the not-found page as /404, whatever address was asked for", () => {
    status = 404;
    window.history.replaceState(null, "", "/no-such-page");
    countVisit();
    expect(sent()[0]).toEqual({ view: "/404" });
  });
});
