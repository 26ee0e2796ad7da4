import type { ReactNode } from "react";
import { useSiteSettings } from "../hooks/use-site-settings";

export interface SeoProps {
  /** Page title; the club's short name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** The page's own route, e.g. "/zfr-cv". The canonical URL is built from it. */
  pathname: string;
  /** Absolute path of a sharing image (defaults to /og-image.jpg). */
  image?: string;
  /** Keeps utility pages out of search engines. */
  noindex?: boolean;
  children?: ReactNode;
}

/** The one head component every page's `Head` export uses. */
export function Seo({ title, description, pathname, image, noindex = false, children }: SeoProps) {
  const site = useSiteSettings();
  const fullTitle = title ? `${title} | ${site.shortName}` : `${site.clubName} | ${site.shortName}`;
  const url = `${site.siteUrl}${pathname === "/" ? "" : pathname}`;
  const imageUrl = `${site.siteUrl}${image ?? "/og-image.jpg"}`;
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.clubName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="theme-color" content="#111418" />
      {children}
    </>
  );
}

/** A JSON-LD block for the head. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
