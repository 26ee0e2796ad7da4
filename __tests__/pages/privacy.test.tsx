import { screen } from "@testing-library/react";
import PrivacyPage from "../../src/pages/privacy";
import { renderWithTheme as render } from "../setup/render";
import { pageProps } from "../fixtures/gatsby-props";
import { pageCopy } from "../fixtures/page-copy";
import { mockSiteSettings } from "../fixtures/site-settings";

describe("privacy page", () => {
  it("shows what is counted, what is not and what forms' data is for, each headed, and the club's address", () => {
    const site = mockSiteSettings();
    const blocks = [
      { heading: "What we count", text: "Page views per day." },
      { heading: "What we do not collect", text: "No cookies." },
      { heading: "What you send us", text: "Kept for the club." },
    ];
    render(
      <PrivacyPage {...pageProps<Queries.PrivacyPageQuery>({ copy: pageCopy("privacy", { blocks }) })} />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      blocks.map((block) => block.heading),
    );
    blocks.forEach((block) => expect(screen.getByText(block.text)).toBeInTheDocument());
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });
});
