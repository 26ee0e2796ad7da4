import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import EventsPage from "../../src/pages/event";
import ContactPage from "../../src/pages/contact";
import { renderWithTheme as render } from "../setup/render";
import { events } from "../fixtures/typed";
import { pageProps } from "../fixtures/gatsby-props";
import { mockSiteSettings, siteSettings } from "../fixtures/site-settings";
import { pageCopy } from "../fixtures/page-copy";

const copy = (slug: string, title: string) => pageCopy(slug, { title });

describe("events page", () => {
  const renderEvents = () =>
    render(
      <EventsPage
        {...pageProps<Queries.EventsPageQuery>({ copy: copy("events", "Events"), events: { nodes: events } })}
      />,
    );

  it("shows the heading and the four events in content order, each with a new-tab Learn More.. link", () => {
    renderEvents();
    expect(
      screen.getByRole("heading", { level: 1, name: "Events that we Participate in" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Formula Bharat",
      "Formula Bharat Electric / Pi-EV",
      "SAE-NIS Efficycle",
      "Baja SAE",
    ]);
    const links = screen.getAllByRole("link", { name: /^Learn More\.\./ });
    expect(links).toHaveLength(4);
    expect(links[3]).toHaveAccessibleName("Learn More.. about Baja SAE (opens in a new tab)");
    links.forEach((link, index) => {
      expect(link).toHaveAttribute("href", events[index]!.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
  });

  it("makes no iframe until a video is asked for, then a titled privacy-enhanced YouTube frame", async () => {
    const user = userEvent.setup();
    const { container } = renderEvents();
    expect(container.querySelector("iframe")).toBeNull();
    const playButtons = screen.getAllByRole("button", { name: /^Play video: / });
    expect(playButtons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Play video: Formula Bharat",
      "Play video: Baja SAE",
    ]);
    // Events without a video show their poster only.
    const piEv = screen.getByRole("article", { name: "Formula Bharat Electric / Pi-EV" });
    expect(within(piEv).getByRole("img", { name: "Electric formula car on track" })).toBeInTheDocument();
    expect(within(piEv).queryByRole("button")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Play video: Baja SAE" }));
    const frames = container.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute("title", "Baja SAE video");
    expect(frames[0]).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/37B6_jQmuOc?autoplay=1");
    expect(screen.getByRole("button", { name: "Play video: Formula Bharat" })).toBeInTheDocument();
  });
});

describe("contact page", () => {
  beforeEach(() => mockSiteSettings());

  const renderContact = () =>
    render(
      <ContactPage
        {...pageProps<Queries.ContactPageQuery>({
          copy: copy("contact", "Contact Us"),
          siteSettings: {
            clubName: siteSettings.clubName,
            department: siteSettings.department,
            university: siteSettings.university,
            mapUrl: siteSettings.mapUrl,
            mapEmbedUrl: siteSettings.mapEmbedUrl,
          },
        })}
      />,
    );

  it("shows the title, the form slot and the contact information with real social targets", () => {
    renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "SEND US YOUR QUERY" })).toBeInTheDocument();
    const info = screen.getByRole("region", { name: "Contact information" });
    expect(within(info).getByText(/Department of Mechanical Engineering/)).toBeInTheDocument();
    expect(within(info).getByRole("link", { name: "club@example.org" })).toHaveAttribute(
      "href",
      "mailto:club@example.org",
    );
    expect(within(info).getByRole("link", { name: "+91 00000 00000" })).toHaveAttribute(
      "href",
      "tel:+910000000000",
    );
    expect(within(info).getByRole("link", { name: "+91 00000 00001" })).toHaveAttribute(
      "href",
      "tel:+910000000001",
    );
    const socials = within(within(info).getByRole("list", { name: "Social media" })).getAllByRole("link");
    expect(socials.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["SAE ZHCET on LinkedIn", siteSettings.socials[0]!.url],
      ["SAE ZHCET on Facebook", siteSettings.socials[1]!.url],
      ["SAE ZHCET on Instagram", siteSettings.socials[2]!.url],
      ["SAE ZHCET on YouTube", siteSettings.socials[4]!.url],
    ]);
    socials.forEach((link) => expect(link).toHaveAttribute("rel", "noopener noreferrer"));
  });

  it("keeps the map behind a facade: no iframe until asked, then a titled map frame; a plain link too", async () => {
    const user = userEvent.setup();
    const { container } = renderContact();
    const visit = screen.getByRole("region", { name: "VISIT OUR PLACE" });
    expect(container.querySelector("iframe")).toBeNull();
    expect(within(visit).getByRole("link", { name: "Open the map in a new tab" })).toHaveAttribute(
      "href",
      siteSettings.mapUrl,
    );
    await user.click(within(visit).getByRole("button", { name: /Load the interactive map/ }));
    const frame = within(visit).getByTitle(/^Map: SAE ZHCET Collegiate Club/);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", siteSettings.mapEmbedUrl);
  });
});
