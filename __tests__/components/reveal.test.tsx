import { act, screen } from "@testing-library/react";
import { Reveal } from "../../src/components/ui/reveal";
import { revealOnScroll } from "../../src/lib/reveal";
import { renderWithTheme } from "../setup/render";

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A stand-in IntersectionObserver whose reports the test sends, as the browser would. */
function fakeObserver() {
  const observed = new Set<Element>();
  let report: Report = () => undefined;
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = (entries) => callback(entries as IntersectionObserverEntry[], this as never);
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  return {
    FakeIntersectionObserver,
    observed,
    send: (target: Element, isIntersecting: boolean) => act(() => report([{ target, isIntersecting }])),
  };
}

const block = () => screen.getByRole("heading", { name: "OUR TEAMS" }).parentElement as HTMLElement;
/** The block as the server renders it, then the page's script (src/lib/reveal.ts) run over it. */
const renderBlock = (effect: "fade-up" | "fade-left" = "fade-up") => {
  const rendered = renderWithTheme(
    <Reveal effect={effect} delay={300}>
      <h2>OUR TEAMS</h2>
      <p>Meet the dynamic teams fueling innovation at the our Club</p>
    </Reveal>,
  );
  act(() => revealOnScroll(rendered.container));
  return rendered;
};

describe("scroll reveal without IntersectionObserver (jsdom, old browsers)", () => {
  const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  afterEach(() => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it.each(["fade-up", "fade-left"] as const)(
    "shows %s content at once, and keeps it shown",
    async (effect) => {
      expect("IntersectionObserver" in window).toBe(false);
      renderBlock(effect);
      await act(async () => undefined);
      expect(block()).toHaveAttribute("data-reveal", effect);
      expect(block()).not.toHaveAttribute("data-inview");
      expect(screen.getByRole("heading", { name: "OUR TEAMS" })).toBeVisible();
      expect(screen.getByText(/Meet the dynamic teams/)).toBeVisible();
    },
  );
});

describe("scroll reveal with IntersectionObserver", () => {
  // One observer serves every block (src/lib/when-visible.ts), so one stand-in serves every test.
  const original = window.IntersectionObserver;
  const fake = fakeObserver();
  beforeAll(() => {
    window.IntersectionObserver = fake.FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    window.IntersectionObserver = original;
  });

  it("leaves a block that is on screen at load as it is, and stops watching it", () => {
    renderBlock();
    fake.send(block(), true);
    expect(block()).not.toHaveAttribute("data-inview");
    expect(block()).not.toHaveAttribute("data-phase");
    expect(fake.observed.has(block())).toBe(false);
  });

  it("hides a block below the fold until it scrolls in, then fades it in", () => {
    renderBlock();
    fake.send(block(), false);
    expect(block()).toHaveAttribute("data-inview", "false");
    fake.send(block(), false);
    expect(block()).toHaveAttribute("data-inview", "false");
    fake.send(block(), true);
    expect(block()).toHaveAttribute("data-inview", "true");
    expect(block()).toHaveAttribute("data-phase", "revealed");
    expect(fake.observed.has(block())).toBe(false);
  });
});
