import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { useSiteSettings } from "../hooks/use-site-settings";
import { SkipLink } from "./skip-link";
import { HeaderSpacer, SiteHeader } from "./site-header";
import { StaticIsland } from "./static-island";
import { ScrollToTop } from "./scroll-to-top";
import { LoadingScreen } from "./loading-screen";
import { NewTabNote } from "./external-link";

/**
 * The shell shared by every page: skip link, fixed header with navigation, main content, footer,
 * the scroll-to-top button and (first view of a session only, client-side) the loading screen.
 * Two parts are rendered by the server only (gatsby-ssr gives them; a built page's browser does not
 * load their code): the global style sheet, which emotion keeps in the document's head once written,
 * and the footer, a static island whose markup the browser keeps without hydrating it.
 */
export function Layout({
  children,
  pathname,
  globalStyles,
  footer,
}: {
  children: ReactNode;
  pathname: string;
  /** The global style sheet (GlobalStyles): rendered on the server, and in `gatsby develop`. */
  globalStyles?: ReactNode;
  /** The footer to render: on the server (gatsby-ssr), and in `gatsby develop`; never in a built page's browser. */
  footer?: ReactNode;
}) {
  const { loadingScreenMs } = useSiteSettings();
  return (
    <>
      {/* Here, not around the whole app: Gatsby wraps every page's <Head> in wrapRootElement, and
          the global style sheet would be written into the head a second time. */}
      {globalStyles}
      <SkipLink target="main" />
      <SiteHeader pathname={pathname} />
      <HeaderSpacer />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      <StaticIsland id="site-footer">{footer}</StaticIsland>
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
