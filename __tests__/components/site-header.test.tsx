import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteHeader } from "../../src/components/site-header";
import { renderWithTheme } from "../setup/render";
import { mockSiteSettings, siteSettings } from "../fixtures/site-settings";
import { readTeams, teamLinks } from "../fixtures/teams";

const teams = teamLinks(readTeams());

// Links are followed by Gatsby's router in the site; jsdom cannot navigate, so stay on the page.
const stayOnPage = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  mockSiteSettings();
  document.addEventListener("click", stayOnPage);
});

const renderHeader = (pathname = "/") => {
  const user = userEvent.setup();
  renderWithTheme(<SiteHeader pathname={pathname} site={siteSettings} teamLinks={teams} />);
  const nav = screen.getByRole("navigation", { name: "Main" });
  return { user, nav };
};

const dropdownButton = (name: string) => screen.getByRole("button", { name });
const panelOf = (button: HTMLElement) => {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error(`no panel for ${button.textContent}`);
  return panel;
};

function setScrollY(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
});

describe("navigation bar", () => {
  it("lists the brand link and the menu's items in order", () => {
    const { nav } = renderHeader();
    expect(screen.getByRole("link", { name: "SAE ZHCET Collegiate Club, home" })).toHaveAttribute(
      "href",
      "/",
    );
    const topLevel = within(nav)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.id === "main-menu")
      .map((item) => item.firstElementChild?.textContent);
    expect(topLevel).toEqual([
      "HOME",
      "ABOUT US",
      "TEAMS",
      "AFFILIATES",
      "EVENTS",
      "GALLERY",
      "DOWNLOADS",
      "CONTACT",
      "JOIN US",
      "SUPPORT US",
    ]);
    const about = panelOf(dropdownButton("ABOUT US"));
    expect(
      within(about)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(["Vision & Mission", "Faculty Advisor's Message", "Governing Board", "Achievements"]);
    const teams = panelOf(dropdownButton("TEAMS"));
    expect(
      within(teams)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/zfr-cv", "/zfr-ev", "/tgw"]);
    const affiliates = panelOf(dropdownButton("AFFILIATES"));
    expect(
      within(affiliates)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/sponsors", "/alumnis"]);
  });

  it("opens a dropdown from the keyboard and closes it with Escape, focus back on its button", async () => {
    const { user } = renderHeader();
    const about = dropdownButton("ABOUT US");
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(about)).not.toBeVisible();

    about.focus();
    await user.keyboard("{Enter}");
    expect(about).toHaveAttribute("aria-expanded", "true");
    expect(panelOf(about)).toBeVisible();

    await user.tab();
    expect(screen.getByRole("link", { name: "Vision & Mission" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(about)).not.toBeVisible();
    expect(about).toHaveFocus();
  });

  it("moves through a dropdown with the arrow keys", async () => {
    const { user } = renderHeader();
    const teams = dropdownButton("TEAMS");
    teams.focus();
    await user.keyboard("{ArrowDown}");
    expect(teams).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "ZFR-CV" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "ZFR-EV" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("link", { name: "TGW" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "ZFR-CV" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("link", { name: "TGW" })).toHaveFocus();
  });

  it("keeps one dropdown open at a time and closes it on a click outside or when focus leaves it", async () => {
    const { user } = renderHeader();
    const about = dropdownButton("ABOUT US");
    const teams = dropdownButton("TEAMS");
    await user.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    await user.click(teams);
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(teams).toHaveAttribute("aria-expanded", "true");

    await user.click(document.body);
    expect(teams).toHaveAttribute("aria-expanded", "false");

    await user.click(teams);
    await user.tab(); // ZFR-CV
    await user.tab(); // ZFR-EV
    await user.tab(); // TGW
    await user.tab(); // out of the dropdown, onto AFFILIATES
    expect(dropdownButton("AFFILIATES")).toHaveFocus();
    expect(teams).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps an open dropdown open while a press on another item takes the focus, so that press's tap opens it", () => {
    renderHeader();
    const about = dropdownButton("ABOUT US");
    const teams = dropdownButton("TEAMS");
    fireEvent.pointerDown(about);
    about.focus();
    fireEvent.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    // On a phone the focus moves as the press starts, before the tap ends and clicks.
    fireEvent.pointerDown(teams);
    fireEvent.focusOut(about, { relatedTarget: teams });
    teams.focus();
    expect(about).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(teams);
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(teams).toHaveAttribute("aria-expanded", "true");
  });

  it("marks the current page with aria-current and its dropdown's button", () => {
    renderHeader("/governingboard");
    expect(screen.getByRole("link", { name: "Governing Board", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Vision & Mission", hidden: true })).not.toHaveAttribute(
      "aria-current",
    );
    expect(dropdownButton("ABOUT US")).toHaveAttribute("data-current", "true");
    expect(dropdownButton("ABOUT US")).toHaveAttribute("aria-current", "true");
    expect(dropdownButton("TEAMS")).not.toHaveAttribute("data-current");
    expect(dropdownButton("TEAMS")).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "HOME" })).not.toHaveAttribute("aria-current");
  });

  it("marks a team's dropdown on its vehicle pages without claiming the team page is current", () => {
    renderHeader("/zfr-cv/3.0");
    expect(dropdownButton("TEAMS")).toHaveAttribute("data-current", "true");
    expect(screen.getByRole("link", { name: "ZFR-CV", hidden: true })).not.toHaveAttribute("aria-current");
  });

  it("marks TEAMS current on a team page", () => {
    const [team] = teams;
    if (!team) throw new Error("the team fixtures are empty");
    renderHeader(`/${team.slug}`);
    expect(dropdownButton("TEAMS")).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: team.shortName, hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("marks TEAMS current on the teams overview, which is none of its links", () => {
    renderHeader("/teams");
    expect(dropdownButton("TEAMS")).toHaveAttribute("aria-current", "true");
    expect(dropdownButton("TEAMS")).toHaveAttribute("data-current", "true");
  });

  it("marks a top-level page, with or without a trailing slash", () => {
    renderHeader("/contact/");
    expect(screen.getByRole("link", { name: "CONTACT" })).toHaveAttribute("aria-current", "page");
  });
});

describe("collapsed menu (below md)", () => {
  it("opens from the Menu toggle and closes when an item is chosen", async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "main-menu");
    expect(document.getElementById("main-menu")).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("link", { name: "EVENTS" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    await user.click(dropdownButton("AFFILIATES"));
    await user.click(screen.getByRole("link", { name: "ALUMNI" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(dropdownButton("AFFILIATES")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes with Escape and returns focus to the toggle", async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "HOME" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("dims the page behind the open menu, and a tap on the dimmed page closes it", async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav.querySelector(".nav-backdrop")).toBeNull();
    await user.click(toggle);
    const backdrop = nav.querySelector(".nav-backdrop");
    expect(backdrop).toHaveAttribute("aria-hidden", "true");
    fireEvent.pointerDown(backdrop as Element);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(nav.querySelector(".nav-backdrop")).toBeNull();
  });

  it("closes when the page changes (e.g. the browser's back button)", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<SiteHeader pathname="/" site={siteSettings} teamLinks={teams} />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    rerender(<SiteHeader pathname="/event" site={siteSettings} teamLinks={teams} />);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

describe("header style and logo strip", () => {
  it("shows the SAEINDIA and AMU logos", () => {
    renderHeader();
    expect(screen.getByRole("img", { name: "SAEINDIA logo" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Aligarh Muslim University logo" })).toBeInTheDocument();
  });

  it("follows the last scroll direction: the strip hides going down and shows going up", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scroll", "up");
    setScrollY(400);
    expect(header).toHaveAttribute("data-scroll", "down");
    setScrollY(600);
    expect(header).toHaveAttribute("data-scroll", "down");
    setScrollY(550);
    expect(header).toHaveAttribute("data-scroll", "up");
    setScrollY(547); // a few pixels of jitter change nothing
    setScrollY(552);
    expect(header).toHaveAttribute("data-scroll", "up");
    setScrollY(900);
    expect(header).toHaveAttribute("data-scroll", "down");
    setScrollY(0);
    expect(header).toHaveAttribute("data-scroll", "up");
  });

  it("stays fully shown while the collapsed menu is open", async () => {
    const { user } = renderHeader();
    const header = screen.getByRole("banner");
    setScrollY(400);
    expect(header).toHaveAttribute("data-scroll", "down");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(header).toHaveAttribute("data-scroll", "up");
  });
});
