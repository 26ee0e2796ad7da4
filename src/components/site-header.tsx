import { useState } from "react";
import { useScrollDirection } from "../hooks/use-scroll-direction";
import type { TeamLink } from "../lib/navigation";
import { Container } from "./ui/container";
import { island } from "./island";
import { SiteNav } from "./site-nav";
import { barInnerStyles, headerStyles, spacerStyles, stripInnerStyles } from "./site-header.styles";

type Site = Queries.SiteSettingsQuery["siteSettings"] & object;

type HeaderSite = Pick<Site, "clubName" | "logo" | "headerLogos">;

/** A logo at the size the bar shows it (1× and 2× PNG), not the 600 px original. */
function Logo({ file, alt }: { file: Site["logo"]; alt: string }) {
  const fallback = file.childImageSharp?.gatsbyImageData.images.fallback;
  return (
    <img
      src={fallback?.src ?? file.publicURL ?? ""}
      srcSet={fallback?.srcSet}
      sizes={fallback?.sizes}
      alt={alt}
      width={600}
      height={200}
      decoding="async"
    />
  );
}

/** The fixed header: the logo strip, shown while scrolling up, over the navigation bar. */
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
      <div className="logo-strip">
        <Container css={stripInnerStyles}>
          {site.headerLogos.map((logo) => (
            <Logo key={logo.alt} file={logo.image} alt={logo.alt} />
          ))}
        </Container>
      </div>
      <div className="bar">
        <Container className="bar-inner" css={barInnerStyles}>
          <a href="/" className="brand">
            <Logo file={site.logo} alt={`${site.clubName}, home`} />
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
