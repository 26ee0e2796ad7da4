import { screen, within } from "@testing-library/react";
import { SiteFooter } from "../../src/components/site-footer";
import { NewTabNote } from "../../src/components/external-link";
import { renderWithTheme } from "../setup/render";
import { mockSiteSettings } from "../fixtures/site-settings";

const renderFooter = () => {
  const site = mockSiteSettings();
  renderWithTheme(
    <>
      <SiteFooter />
      <NewTabNote />
    </>,
  );
  return { site };
};

const section = (name: string) => screen.getByRole("region", { name });
const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

describe("site footer", () => {
  it("has the Explore, Quick Links, Follow Us and Contact Us sections with the listed links", () => {
    renderFooter();
    expect(
      within(screen.getByRole("contentinfo"))
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Explore", "Quick Links", "Follow Us", "Contact Us"]);
    expect(hrefs(section("Explore"))).toEqual(["/zfr-cv", "/zfr-ev", "/tgw", "/sponsors", "/alumnis"]);
    expect(hrefs(section("Quick Links"))).toEqual([
      "/apply",
      "/contact",
      "/supportus",
      "/governingboard",
      "/vision-mission",
      "/privacy",
    ]);
    expect(within(section("Quick Links")).getByRole("link", { name: "Members" })).toHaveAttribute(
      "href",
      "/governingboard",
    );
  });

  it("shows the address, the two phones as tel: links and the e-mail as a mailto: link", () => {
    const { site } = renderFooter();
    const contact = section("Contact Us");
    expect(within(contact).getByText(/Department of Mechanical Engineering/)).toBeInTheDocument();
    expect(
      within(contact).getByText(/Zakir Husain College of Engineering and Technology/),
    ).toBeInTheDocument();
    expect(within(contact).getByText(/Aligarh Muslim University, Aligarh/)).toBeInTheDocument();
    const [first = "", second = ""] = site.phones;
    expect(within(contact).getByRole("link", { name: first })).toHaveAttribute(
      "href",
      `tel:${first.replace(/\s/g, "")}`,
    );
    expect(within(contact).getByRole("link", { name: second })).toHaveAttribute(
      "href",
      `tel:${second.replace(/\s/g, "")}`,
    );
    expect(within(contact).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  it("names every social icon; external links open a new tab safely and say so", () => {
    const { site } = renderFooter();
    const follow = section("Follow Us");
    for (const network of ["LinkedIn", "Facebook", "Twitter", "YouTube"]) {
      const link = within(follow).getByRole("link", { name: `SAE ZHCET on ${network}` });
      const social = site.socials.find((entry) => entry.label === network);
      expect(link).toHaveAttribute("href", social?.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleDescription("opens in a new tab");
    }
    expect(within(follow).getByRole("button", { name: "Instagram" })).toBeInTheDocument();
  });

  // The popover's behaviour (toggle, Escape, focus, Tab into it) is the browser's: jsdom has none, so
  // __tests__/e2e/navigation.spec.ts tests it in Chromium.
  it("wires the Instagram button to a native popover with the two team accounts", () => {
    const { site } = renderFooter();
    const button = screen.getByRole("button", { name: "Instagram" });
    const popup = document.getElementById(button.getAttribute("popovertarget") ?? "");
    expect(popup).not.toBeNull();
    expect(popup).toHaveAttribute("popover", "auto");
    const accounts = within(popup as HTMLElement).getAllByRole("link");
    expect(accounts.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      site.instagramPopup.map((account) => [account.label, account.url]),
    );
    expect(accounts.map((a) => a.textContent)).toEqual(["ZFR-CV", "TGW"]);
    accounts.forEach((a) => expect(a).toHaveAttribute("target", "_blank"));
  });

  it("credits the developers with GitHub and LinkedIn links", () => {
    const { site } = renderFooter();
    for (const credit of site.developerCredits) {
      expect(screen.getByText(credit.name)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: `${credit.name} on GitHub` })).toHaveAttribute(
        "href",
        credit.github,
      );
      expect(screen.getByRole("link", { name: `${credit.name} on LinkedIn` })).toHaveAttribute(
        "href",
        credit.linkedin,
      );
    }
  });
});
