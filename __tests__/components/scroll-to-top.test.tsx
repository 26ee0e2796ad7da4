import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ScrollToTop } from "../../src/components/scroll-to-top";
import { renderWithTheme } from "../setup/render";
import { mockSiteSettings } from "../fixtures/site-settings";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

const button = () => screen.queryByRole("button", { name: "Scroll to top" });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
});

describe("scroll-to-top button", () => {
  it("appears only after the configured 300 px of scrolling", () => {
    const { scrollToTopPx } = mockSiteSettings();
    expect(scrollToTopPx).toBe(300);
    renderWithTheme(<ScrollToTop thresholdPx={scrollToTopPx} />);
    expect(button()).not.toBeInTheDocument();
    scrollTo(150);
    expect(button()).not.toBeInTheDocument();
    scrollTo(300);
    expect(button()).not.toBeInTheDocument();
    scrollTo(301);
    expect(button()).toBeInTheDocument();
    scrollTo(2000);
    expect(button()).toBeInTheDocument();
    scrollTo(120);
    expect(button()).not.toBeInTheDocument();
  });

  it("follows the threshold from the site settings", () => {
    renderWithTheme(<ScrollToTop thresholdPx={800} />);
    scrollTo(500);
    expect(button()).not.toBeInTheDocument();
    scrollTo(801);
    expect(button()).toBeInTheDocument();
  });

  it("is shown at once when the page opens already scrolled down", () => {
    mockSiteSettings();
    Object.defineProperty(window, "scrollY", { value: 1200, configurable: true, writable: true });
    renderWithTheme(<ScrollToTop thresholdPx={300} />);
    expect(button()).toBeInTheDocument();
  });

  it("scrolls to the top and moves focus to the start of the page", async () => {
    mockSiteSettings();
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <main id="main" tabIndex={-1}>
          <h1>Events that we Participate in</h1>
        </main>
        <ScrollToTop thresholdPx={300} />
      </>,
    );
    scrollTo(900);
    await user.click(button() as HTMLElement);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
  });
});
