import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { useSiteSettings } from "../hooks/use-site-settings";
import { SkipLink } from "./skip-link";
import { HeaderSpacer, SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { ScrollToTop } from "./scroll-to-top";
import { LoadingScreen } from "./loading-screen";
import { NewTabNote } from "./external-link";

/**
 * The shell shared by every page: skip link, fixed header with navigation, main content, footer,
 * the scroll-to-top button and (first view of a session only, client-side) the loading screen.
 */
export function Layout({ children, pathname }: { children: ReactNode; pathname: string }) {
  const { loadingScreenMs } = useSiteSettings();
  return (
    <>
      <SkipLink target="main" />
      <SiteHeader pathname={pathname} />
      <HeaderSpacer />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
      <NewTabNote />
      <LoadingScreen durationMs={loadingScreenMs} />
    </>
  );
}

const mainStyles = css`
  flex: 1 0 auto;
  &:focus {
    outline: none;
  }
`;
