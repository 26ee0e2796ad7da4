import { useState } from "react";
import { Link } from "gatsby";
import { css, type Theme } from "@emotion/react";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useScrollDirection } from "../hooks/use-scroll-direction";
import { Container } from "./ui/container";
import { SiteNav } from "./site-nav";

/** The two affiliation logos (SAEINDIA, AMU) above the bar, shown while the visitor scrolls up. */
export function HeaderLogoStrip() {
  const site = useSiteSettings();
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
 * The fixed site header: the logo strip and the navigation bar. Its look follows the last scroll
 * direction (SPEC §2): scrolling down hides the strip and turns the bar solid with a red rule;
 * scrolling up brings the strip back over a see-through bar. Both states keep AA contrast.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const site = useSiteSettings();
  const { direction } = useScrollDirection();
  const [menuOpen, setMenuOpen] = useState(false);
  const state = direction === "down" && !menuOpen ? "down" : "up";
  return (
    <header css={headerStyles} data-scroll={state}>
      <HeaderLogoStrip />
      <div className="bar">
        <Container className="bar-inner" css={barInnerStyles}>
          <Link to="/" className="brand">
            <img
              {...logoSources(site.logo)}
              alt={`${site.clubName}, home`}
              width={600}
              height={200}
              decoding="async"
            />
          </Link>
          <SiteNav pathname={pathname} onOpenChange={setMenuOpen} />
        </Container>
      </div>
    </header>
  );
}

/** Keeps the page content below the fixed header (same height; dark, like the bar over it). */
export function HeaderSpacer() {
  return <div aria-hidden="true" css={spacerStyles} />;
}

const headerStyles = ({ colors, sizes, zIndices, motion, shadows, mq }: Theme) => {
  const transition = `${motion.transition}ms ${motion.easing}`;
  return css`
    position: fixed;
    top: 0;
    left: 0;
    right: 0;
    z-index: ${zIndices.header};
    transition: transform ${transition};
    &[data-scroll="down"] {
      transform: translateY(-${sizes.stripHeight});
    }

    .logo-strip {
      height: ${sizes.stripHeight};
      background: ${colors.strip};
      border-bottom: 1px solid ${colors.border};
    }

    .bar {
      position: relative;
      background: ${colors.inkGlass};
      transition:
        background-color ${transition},
        box-shadow ${transition};
      @supports (backdrop-filter: blur(8px)) {
        backdrop-filter: blur(8px);
      }
      /* With the phone menu open the bar is solid and unfiltered: a backdrop-filter would make the bar
         the box of the menu's fixed backdrop, which would then dim the bar alone, not the page. */
      &:has(nav[data-open="true"]) {
        background: ${colors.ink};
        backdrop-filter: none;
      }
    }
    &[data-scroll="down"] .bar {
      background: ${colors.ink};
      box-shadow:
        inset 0 -3px 0 ${colors.accent},
        ${shadows.raised};
    }

    .brand {
      display: inline-flex;
      align-items: center;
      flex: none;
      min-height: ${sizes.tapTarget};
      img {
        height: 2.25rem;
        width: auto;
      }
      ${mq.between("md", "lg")} {
        img {
          height: 1.75rem;
        }
      }
    }
    .brand:focus-visible {
      outline-color: ${colors.focusOnDark};
    }

    /* Without JavaScript on a phone the whole menu is shown: keep the header in the page flow. */
    ${mq.down("md")} {
      html:not(.js) & {
        position: static;
      }
      html:not(.js) & .bar-inner {
        flex-wrap: wrap;
        height: auto;
        min-height: ${sizes.navHeight};
      }
    }
  `;
};

const stripInnerStyles = ({ space, mq }: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  height: 100%;
  img {
    height: 2rem;
    width: auto;
  }
  ${mq.between("md", "lg")} {
    padding-inline: ${space[4]};
  }
`;

const barInnerStyles = ({ space, sizes, mq }: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  height: ${sizes.navHeight};
  /* ten items and the logo share 768 px: narrower gutters until lg */
  ${mq.between("md", "lg")} {
    padding-inline: ${space[4]};
  }
`;

const spacerStyles = ({ colors, sizes, mq }: Theme) => css`
  height: calc(${sizes.stripHeight} + ${sizes.navHeight});
  background: ${colors.ink};
  ${mq.down("md")} {
    html:not(.js) & {
      display: none;
    }
  }
`;

/** A logo at the size the bar shows it (1× and 2× PNG), not the 600 px original. */
function logoSources(file: {
  publicURL: string | null;
  childImageSharp: { gatsbyImageData: import("gatsby-plugin-image").IGatsbyImageData } | null;
}): { src: string; srcSet?: string; sizes?: string } {
  const fallback = file.childImageSharp?.gatsbyImageData.images.fallback;
  return { src: fallback?.src ?? file.publicURL ?? "", srcSet: fallback?.srcSet, sizes: fallback?.sizes };
}
