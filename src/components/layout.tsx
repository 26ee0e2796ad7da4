import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useTeamLinks } from "../hooks/use-team-links";
import { GlobalStyles } from "../styles/global-styles";
import { SkipLink } from "./skip-link";
import { HeaderSpacer, SiteHeaderIsland } from "./site-header";
import { SiteFooter } from "./site-footer";
import { ScrollToTopIsland } from "./scroll-to-top";
import { LoadingScreen } from "./loading-screen";
import { NewTabNote } from "./external-link";

/**
 * The shell shared by every page: global styles, skip link, header, main content, footer, the
 * scroll-to-top button and the loading screen; only the header and the button are islands.
 */
export function Layout({ children, pathname }: { children: ReactNode; pathname: string }) {
  const site = useSiteSettings();
  const teamLinks = useTeamLinks();
  return (
    <>
      <GlobalStyles />
      <LoadingScreen />
      <SkipLink />
      <SiteHeaderIsland
        pathname={pathname}
        site={{ clubName: site.clubName, logo: site.logo, headerLogos: site.headerLogos }}
        teamLinks={teamLinks}
      />
      <HeaderSpacer />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      <SiteFooter />
      <ScrollToTopIsland thresholdPx={site.scrollToTopPx} />
      <NewTabNote />
    </>
  );
}

const mainStyles = css`
  flex: 1 0 auto;
  &:focus {
    outline: none;
  }
`;
