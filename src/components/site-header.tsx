import { useState } from "react";
import { useScrollDirection } from "../hooks/use-scroll-direction";
import type { TeamLink } from "../lib/navigation";
import { Container } from "./ui/container";
import { island } from "./island";
import { SiteNav } from "./site-nav";
import { barInnerStyles, headerStyles, spacerStyles, stripInnerStyles } from "./site-header.styles";

type Site = Queries.SiteSettingsQuery["siteSettings"] & object;

/** What the header shows of the site settings (content/site/site.json). */
export type HeaderSite = Pick<Site, "clubName" | "logo" | "headerLogos">;

/** The two affiliation logos (SAEINDIA, AMU) above the bar, shown while the visitor scrolls up. */
function HeaderLogoStrip({ site }: { site: HeaderSite }) {
  return (
    <div className="logo-strip">
      <Container css={stripInnerStyles}>
        {site.headerLogos.map((logo) => (
          <img
            key={logo.alt}
            {...logoSources(logo.image)}
            alt={logo.alt}
            width={600}
            height={200}
            decoding="async"
          />
        ))}
      </Container>
    </div>
  );
}

/**
 * The fixed header, the logo strip and the navigation bar: scrolling down hides the strip and turns the
 * bar solid; scrolling up brings the strip back over a see-through bar.
 */
export function SiteHeader({
  pathname,
  site,
  teamLinks,
}: {
  pathname: string;
  site: HeaderSite;
  teamLinks: readonly TeamLink[];
}) {
  const { direction } = useScrollDirection();
  const [menuOpen, setMenuOpen] = useState(false);
  const state = direction === "down" && !menuOpen ? "down" : "up";
  return (
    <header css={headerStyles} data-scroll={state}>
      <HeaderLogoStrip site={site} />
      <div className="bar">
        <Container className="bar-inner" css={barInnerStyles}>
          <a href="/" className="brand">
            <img
              {...logoSources(site.logo)}
              alt={`${site.clubName}, home`}
              width={600}
              height={200}
              decoding="async"
            />
          </a>
          <SiteNav pathname={pathname} teamLinks={teamLinks} onOpenChange={setMenuOpen} />
        </Container>
      </div>
    </header>
  );
}

/** The header is an island: the menu, its dropdowns and the strip that follows the scroll. */
export const SiteHeaderIsland = island("site-header", SiteHeader);

/** Keeps the page content below the fixed header (same height; dark, like the bar over it). */
export function HeaderSpacer() {
  return <div aria-hidden="true" css={spacerStyles} />;
}

/** A logo at the size the bar shows it (1× and 2× PNG), not the 600 px original. */
function logoSources(file: {
  publicURL: string | null;
  childImageSharp: { gatsbyImageData: import("gatsby-plugin-image").IGatsbyImageData } | null;
}): { src: string; srcSet?: string; sizes?: string } {
  const fallback = file.childImageSharp?.gatsbyImageData.images.fallback;
  return { src: fallback?.src ?? file.publicURL ?? "", srcSet: fallback?.srcSet, sizes: fallback?.sizes };
}
