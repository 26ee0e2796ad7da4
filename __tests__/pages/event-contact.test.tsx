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
  const eventsCopy = pageCopy("events", { title: "Events", heading: "Where we race" });
  const renderEvents = () =>
    render(
      <EventsPage {...pageProps<Queries.EventsPageQuery>({ copy: eventsCopy, events: { nodes: events } })} />,
    );

  it("shows the heading and the four events in content order, each with a new-tab Learn More.. link", () => {
    renderEvents();
    expect(screen.getByRole("heading", { level: 1, name: "Where we race" })).toBeInTheDocument();
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
  // The club's details are the test's own, not today's content.
  const details = {
    shortName: "Test Club",
    clubName: "Test Club Collegiate",
    email: "office@club.test",
    phones: ["+44 20 7946 0958", "+91 98370 41526"],
    socials: [
      { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/test-club/" },
      { network: "facebook", label: "Facebook", url: "https://www.facebook.com/testclub/" },
      { network: "instagram", label: "Instagram", url: "https://www.instagram.com/testclub/" },
      { network: "twitter", label: "Twitter", url: "https://twitter.com/testclub" },
      { network: "youtube", label: "YouTube", url: "https://www.youtube.com/@testclub" },
    ],
  };
  beforeEach(() => mockSiteSettings(details));

  const renderContact = () =>
    render(
      <ContactPage
        {...pageProps<Queries.ContactPageQuery>({
          copy: copy("contact", "Contact Us"),
        })}
      />,
    );

  it("shows the title, the form slot and the contact information with real social targets", () => {
    renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "SEND US YOUR QUERY" })).toBeInTheDocument();
    const info = screen.getByRole("region", { name: "Contact information" });
    expect(within(info).getByText(/Department of Mechanical Engineering/)).toBeInTheDocument();
    expect(within(info).getByRole("link", { name: "office@club.test" })).toHaveAttribute(
      "href",
      "mailto:office@club.test",
    );
    expect(within(info).getByRole("link", { name: "+44 20 7946 0958" })).toHaveAttribute(
      "href",
      "tel:+442079460958",
    );
    expect(within(info).getByRole("link", { name: "+91 98370 41526" })).toHaveAttribute(
      "href",
      "tel:+919837041526",
    );
    const socials = within(within(info).getByRole("list", { name: "Social media" })).getAllByRole("link");
    expect(socials.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Test Club on LinkedIn", details.socials[0]!.url],
      ["Test Club on Facebook", details.socials[1]!.url],
      ["Test Club on Instagram", details.socials[2]!.url],
      ["Test Club on YouTube", details.socials[4]!.url],
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
    const frame = within(visit).getByTitle(/^Map: Test Club Collegiate/);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", siteSettings.mapEmbedUrl);
  });
});
