import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "@emotion/react";
import { CollegeHeads } from "../../src/components/college-heads";
import { theme } from "../../src/styles/theme";
import { renderWithTheme as render } from "../setup/render";
import { image } from "../fixtures/typed";

const heads: Queries.CollegeHeadSlideFragment[] = (
  [
    ["dean", "Prof. A", "Dean"],
    ["principal", "Prof. B", "Principal"],
    ["chairman", "Prof. C", "Chairman"],
  ] as const
).map(([slug, name, designation]) => ({
  slug,
  name,
  designation,
  department: "Mechanical Engineering",
  message: `Message from the ${designation}.`,
  photo: image(200, 200),
}));

/** The carousel once react-slick has arrived (CollegeHeads imports it after mounting). */
async function renderCarousel() {
  const rendered = render(
    <>
      <h2 id="heads">College Heads</h2>
      <CollegeHeads heads={heads} labelledBy="heads" />
    </>,
  );
  await waitFor(() => expect(rendered.container.querySelector(".slick-slide")).not.toBeNull());
  return rendered;
}

/** The slides react-slick currently exposes (the others carry aria-hidden="true"). */
const visibleSlides = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(".slick-slide")).filter(
    (slide) => slide.getAttribute("aria-hidden") !== "true",
  );

/** The one slide in view. */
const shownSlide = (container: HTMLElement): HTMLElement => {
  const slides = visibleSlides(container);
  expect(slides).toHaveLength(1);
  const [slide] = slides;
  if (!slide) throw new Error("no slide in view");
  return slide;
};

const currentDot = () =>
  screen
    .getAllByRole("button", { name: /^Go to slide/ })
    .find((dot) => dot.getAttribute("aria-current") === "true");

// As in the browser, where a script in the head marks that JavaScript runs (without it the controls hide).
beforeAll(() => document.documentElement.classList.add("js"));
afterAll(() => document.documentElement.classList.remove("js"));

describe("college heads carousel (react-slick)", () => {
  const user = () => userEvent.setup();
  /** Lets react-slick finish its slide animation (500 ms) inside act. */
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 600)));

  it("shows one slide at a time with photo, quote, name, designation and department, without clones", async () => {
    const { container } = await renderCarousel();
    expect(screen.getByRole("region", { name: "College Heads" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    expect(container.querySelectorAll(".slick-slide")).toHaveLength(3);
    expect(container.querySelectorAll(".slick-cloned")).toHaveLength(0);
    const first = shownSlide(container);
    const slide = within(first);
    expect(slide.getByRole("img", { name: "Portrait of Prof. A" })).toBeInTheDocument();
    expect(first.querySelector("blockquote")).toHaveTextContent("Message from the Dean.");
    expect(slide.getByText("Prof. A")).toBeInTheDocument();
    expect(slide.getByText("Dean")).toBeInTheDocument();
    expect(slide.getByText("Mechanical Engineering")).toBeInTheDocument();
  });

  it("has labelled arrow and dot buttons; the active dot carries aria-current", async () => {
    await renderCarousel();
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Go to slide \d of 3$/ })).toHaveLength(3);
    expect(currentDot()).toHaveAccessibleName("Go to slide 1 of 3");
  });

  it("moves with the arrows (wrapping at both ends) and jumps with the dots", async () => {
    const { container } = await renderCarousel();
    const u = user();
    await u.click(screen.getByRole("button", { name: "Next slide" }));
    await settle();
    expect(currentDot()).toHaveAccessibleName("Go to slide 2 of 3");
    expect(within(shownSlide(container)).getByText("Prof. B")).toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Go to slide 3 of 3" }));
    await settle();
    expect(currentDot()).toHaveAccessibleName("Go to slide 3 of 3");
    expect(within(shownSlide(container)).getByText("Prof. C")).toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Next slide" }));
    await settle();
    expect(currentDot()).toHaveAccessibleName("Go to slide 1 of 3");

    await u.click(screen.getByRole("button", { name: "Previous slide" }));
    await settle();
    expect(currentDot()).toHaveAccessibleName("Go to slide 3 of 3");
    expect(screen.getByText("Slide 3 of 3: Prof. C")).toBeInTheDocument();
  });

  it("is operable from the keyboard alone and never advances by itself", async () => {
    const { container } = await renderCarousel();
    const u = user();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 1500)));
    expect(currentDot()).toHaveAccessibleName("Go to slide 1 of 3");

    await u.tab();
    expect(screen.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await u.tab();
    await u.tab();
    expect(screen.getByRole("button", { name: "Go to slide 2 of 3" })).toHaveFocus();
    await u.keyboard("{Enter}");
    await settle();
    expect(currentDot()).toHaveAccessibleName("Go to slide 2 of 3");
    await u.tab();
    await u.tab();
    expect(screen.getByRole("button", { name: "Next slide" })).toHaveFocus();
    await u.keyboard(" ");
    await settle();
    expect(currentDot()).toHaveAccessibleName("Go to slide 3 of 3");
    // Nothing inside the slides is in the tab order.
    for (const slide of Array.from(container.querySelectorAll(".slick-slide"))) {
      expect(slide.querySelectorAll("a, button, [tabindex='0']")).toHaveLength(0);
    }
  });
});

describe("CollegeHeads before its carousel arrives (the server's HTML)", () => {
  it("already has the arrows and dots, so the keyboard reaches them before anything loads", () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <CollegeHeads heads={heads} labelledBy="heads" />
      </ThemeProvider>,
    );
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html.match(/aria-label="Go to slide \d of 3"/g)).toHaveLength(3);
  });

  it("keeps the focused control (the same element) when the carousel arrives", async () => {
    render(
      <>
        <h2 id="heads">College Heads</h2>
        <CollegeHeads heads={heads} labelledBy="heads" />
      </>,
    );
    const next = screen.getByRole("button", { name: "Next slide" });
    next.focus();
    await waitFor(() => expect(document.querySelector(".slick-slide")).not.toBeNull());
    expect(screen.getByRole("button", { name: "Next slide" })).toBe(next);
    expect(next).toHaveFocus();
  });

  it("holds every head's slide, not only the first", () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <CollegeHeads heads={heads} labelledBy="heads" />
      </ThemeProvider>,
    );
    for (const head of heads) expect(html).toContain(head.message);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(heads.length);
  });
});
