import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/layout";
import { LOADING_SCREEN_KEY } from "../../src/lib/loading-screen";
import { renderWithTheme } from "../setup/render";
import { mockSiteSettings } from "../fixtures/site-settings";

beforeEach(() => {
  mockSiteSettings();
  window.sessionStorage.setItem(LOADING_SCREEN_KEY, "1"); // a later page view of the session
});

describe("layout (the shell of every page)", () => {
  it("starts with a skip link to main#main, then the header, main content and footer", async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Layout pathname="/event">
        <h1>Events that we Participate in</h1>
      </Layout>,
    );
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main");
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveAttribute("tabindex", "-1");
    expect(main).toContainElement(screen.getByRole("heading", { level: 1 }));
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "EVENTS" })).toHaveAttribute("aria-current", "page");
  });

  it("holds the note that describes every external link", () => {
    renderWithTheme(
      <Layout pathname="/">
        <p>Home</p>
      </Layout>,
    );
    expect(screen.getByRole("link", { name: "SAE ZHCET on YouTube" })).toHaveAccessibleDescription(
      "opens in a new tab",
    );
  });

  it("holds the loading screen, hidden unless the head script covers the page, first and out of the tab order", async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(
      <Layout pathname="/">
        <p>Home</p>
      </Layout>,
    );
    const overlay = container.querySelector(".loading-screen");
    expect(container.firstElementChild).toBe(overlay);
    expect(overlay).toHaveAttribute("aria-hidden", "true");
    expect(overlay).not.toBeVisible();
    document.documentElement.setAttribute("data-loading-cover", "");
    try {
      expect(overlay).toBeVisible();
      await user.tab();
      expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus();
    } finally {
      document.documentElement.removeAttribute("data-loading-cover");
    }
  });
});
