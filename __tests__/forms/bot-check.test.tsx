import { botCheckFields } from "../../src/components/forms/bot-check";

/** jsdom keeps no performance entries: stands in the browser's first-contentful-paint entry. */
function paintedAt(startTime: number | undefined): void {
  Object.defineProperty(performance, "getEntriesByName", {
    configurable: true,
    value: (name: string) =>
      name === "first-contentful-paint" && startTime !== undefined ? [{ name, startTime }] : [],
  });
}

describe("botCheckFields", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(performance, "getEntriesByName");
  });

  it("counts the time since the page first painted the form, not since the form hydrated", () => {
    paintedAt(400);
    // The island hydrated 1.6 s after the first paint (it waited to be reached) and is sent 1.9 s
    // later: 3.5 s after the visitor could first see and fill it.
    jest.spyOn(performance, "now").mockReturnValue(3_900);
    expect(botCheckFields("")).toEqual({ website: "", elapsedMs: 3_500 });
    expect(botCheckFields(undefined).website).toBe("");
    expect(botCheckFields("spam").website).toBe("spam");
  });

  it("counts from the page's start when the browser reports no paint", () => {
    paintedAt(undefined);
    jest.spyOn(performance, "now").mockReturnValue(2_400.6);
    expect(botCheckFields("").elapsedMs).toBe(2_401);
  });
});
