import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../../src/styles/theme";
import { island, serializeProps } from "../../src/components/island";
import { BoxStepsIsland } from "../../src/components/box-steps";
import { EmbedFacadeIsland } from "../../src/components/embed-facade";
import { ScrollToTopIsland } from "../../src/components/scroll-to-top";
import { ISLANDS, type IslandName } from "../../src/islands";
import { hydrateIslands } from "../../src/lib/hydrate-islands";

/** A page as the server sends it: static text around two islands, one of them with a slot. */
function serverPage(): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <main>
        <h1>Box demo</h1>
        <p>Static text the browser never hydrates.</p>
        <BoxStepsIsland headingId="steps" />
        <EmbedFacadeIsland
          src="https://www.youtube-nocookie.com/embed/x"
          title="Video: Launch"
          label="Play video: Launch"
          poster={<img src="/poster.jpg" alt="" width={16} height={9} />}
        />
      </main>
    </ThemeProvider>,
  );
}

describe("islands", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    delete document.documentElement.dataset.hydrated;
  });

  it("hydrate in place: the server's elements are kept, start responding, and slots keep their markup", async () => {
    document.body.innerHTML = serverPage();
    const staticText = screen.getByText("Static text the browser never hydrates.");
    const next = screen.getByRole("button", { name: "Next" });
    const poster = document.querySelector('img[src="/poster.jpg"]');
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);

    // As in a browser: React schedules the hydration and the updates itself (no act() around them).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await hydrateIslands(document);
      expect(document.documentElement.dataset.hydrated).toBe("true");
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();

      // The very elements the server sent, now with their handlers.
      expect(screen.getByRole("button", { name: "Next" })).toBe(next);
      next.click();
      await waitFor(() => expect(screen.getByText("Design")).toBeInTheDocument());
      expect(document.querySelector('img[src="/poster.jpg"]')).toBe(poster);
      expect(screen.getByText("Static text the browser never hydrates.")).toBe(staticText);

      // The embed's button loads the frame in place of its poster.
      screen.getByRole("button", { name: "Play video: Launch" }).click();
      await waitFor(() => expect(screen.getByTitle("Video: Launch").tagName).toBe("IFRAME"));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  describe("an island that waits", () => {
    /** The IntersectionObserver the browser would have: this test says when an element comes into view. */
    const observed = new Map<Element, (entries: { target: Element; isIntersecting: boolean }[]) => void>();
    const bringIntoView = (element: Element) =>
      observed.get(element)?.([{ target: element, isIntersecting: true }]);
    beforeAll(() => {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        constructor(
          private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
        ) {}
        observe(element: Element) {
          observed.set(element, this.callback);
        }
        unobserve(element: Element) {
          observed.delete(element);
        }
      };
    });
    afterAll(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    /** Hydrates the page's islands as a browser would (React schedules the work, no act()). */
    async function hydrateAsABrowserWould() {
      const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      await hydrateIslands(document);
      return {
        hydrated: (element: Element | null) =>
          waitFor(() => expect(element).toHaveAttribute("data-hydrated", "true")),
        done: () => {
          actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
        },
      };
    }

    it('"visible": the page is marked hydrated without it; it hydrates once it comes into view', async () => {
      document.body.innerHTML = serverPage();
      const embed = document.querySelector('[data-island="embed"]');
      expect(embed).toHaveAttribute("data-hydrate-on", "visible");
      const steps = document.querySelector('[data-island="box-steps"]');
      expect(steps).not.toHaveAttribute("data-hydrate-on");
      const browser = await hydrateAsABrowserWould();
      try {
        await browser.hydrated(steps);
        expect(document.documentElement.dataset.hydrated).toBe("true");
        // React attaches its props to the elements it hydrates, and to no other.
        const reactProps = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith("__reactProps"));
        const play = screen.getByRole("button", { name: "Play video: Launch" });
        expect(embed).not.toHaveAttribute("data-hydrated");
        expect(reactProps(play)).toBe(false);

        bringIntoView(embed!);
        await browser.hydrated(embed);
        expect(reactProps(play)).toBe(true);
        play.click();
        await waitFor(() => expect(screen.getByTitle("Video: Launch").tagName).toBe("IFRAME"));
      } finally {
        browser.done();
      }
    });

    it('"visible": a tap that reaches it before it is in view is handled by it', async () => {
      document.body.innerHTML = serverPage();
      const browser = await hydrateAsABrowserWould();
      try {
        const play = screen.getByRole("button", { name: "Play video: Launch" });
        play.dispatchEvent(new Event("pointerdown", { bubbles: true }));
        play.click();
        await waitFor(() => expect(screen.getByTitle("Video: Launch").tagName).toBe("IFRAME"));
      } finally {
        browser.done();
      }
    });

    it('"scroll": it hydrates on the first scroll', async () => {
      document.body.innerHTML = renderToString(
        <ThemeProvider theme={theme}>
          <ScrollToTopIsland thresholdPx={300} />
        </ThemeProvider>,
      );
      const button = document.querySelector('[data-island="scroll-to-top"]');
      expect(button).toHaveAttribute("data-hydrate-on", "scroll");
      const browser = await hydrateAsABrowserWould();
      try {
        expect(button).not.toHaveAttribute("data-hydrated");
        window.scrollY = 400;
        window.dispatchEvent(new Event("scroll"));
        await browser.hydrated(button);
        expect(await screen.findByRole("button", { name: "Scroll to top" })).toBeInTheDocument();
      } finally {
        window.scrollY = 0;
        browser.done();
      }
    });
  });

  it("writes its props as JSON and refuses what JSON would not keep, naming the island and the prop", () => {
    expect(serializeProps("box-steps", { headingId: "steps", count: 2, list: [null, true] })).toEqual({
      json: '{"headingId":"steps","count":2,"list":[null,true]}',
      slots: [],
    });
    expect(serializeProps("embed", { title: "t", poster: <img alt="" /> }).slots).toEqual(["poster"]);
    expect(() => serializeProps("newsletter-box", { subscribe: () => undefined })).toThrow(
      'island "newsletter-box": prop subscribe is a function',
    );
    const Thing = island("box-steps", ({ onClick }: { onClick: () => void }) => (
      <button type="button" onClick={onClick}>
        x
      </button>
    ));
    expect(() => renderToString(<Thing onClick={() => undefined} />)).toThrow("prop onClick is a function");
  });

  it.each(Object.keys(ISLANDS) as IslandName[])(
    "%s: src/islands.ts loads the island of that name",
    async (name) => {
      const loaded = await ISLANDS[name]();
      expect(loaded.islandName).toBe(name);
      expect(typeof loaded.Component).toBe("function");
    },
  );
});
