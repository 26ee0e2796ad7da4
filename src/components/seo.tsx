import type { ReactNode } from "react";
import { useSiteSettings } from "../hooks/use-site-settings";
import { UTILITY_ROUTES } from "../lib/routes";
import { normalizePath } from "../lib/navigation";
import { colors } from "../styles/theme";

interface SeoProps {
  /** Page title; the club's short name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** The page's own route, which the canonical URL is built from. */
  pathname: string;
  /** The sharing image: a path on this site or an absolute URL. */
  image?: string | null;
  /** Keeps a page out of search engines (the utility pages are always kept out). */
  noindex?: boolean;
  children?: ReactNode;
}

const DEFAULT_OG_IMAGE = "/og-image.jpg";

/** `https://site` + "/path" → absolute URL; an absolute URL stays as it is. */
const absoluteUrl = (siteUrl: string, path: string): string =>
  /^https?:\/\//.test(path)
    ? path
    : `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;

/** "@handle" of the club's account on X/Twitter, if site.json lists one. */
const twitterHandle = (socials: readonly { network: string; url: string }[]): string | undefined => {
  const url = socials.find((social) => social.network === "twitter")?.url;
  const handle = url?.match(/(?:twitter|x)\.com\/([A-Za-z0-9_]+)/)?.[1];
  return handle ? `@${handle}` : undefined;
};

/** The head every page's `Head` uses: title, description, canonical URL, Open Graph and Twitter tags. */
export function Seo({ title, description, pathname, image, noindex = false, children }: SeoProps) {
  const site = useSiteSettings();
  const path = normalizePath(pathname);
  const fullTitle = title ? `${title} | ${site.shortName}` : `${site.clubName} | ${site.shortName}`;
  const url = path === "/" ? site.siteUrl : absoluteUrl(site.siteUrl, path);
  const imageUrl = absoluteUrl(site.siteUrl, image || DEFAULT_OG_IMAGE);
  const hidden = noindex || UTILITY_ROUTES.includes(path);
  const twitter = twitterHandle(site.socials);
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {hidden && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:site_name" content={site.clubName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={site.clubName} />
      <meta name="twitter:card" content="summary_large_image" />
      {twitter && <meta name="twitter:site" content={twitter} />}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={site.clubName} />
      <meta name="theme-color" content={colors.ink} />
      {children}
    </>
  );
}

/** A JSON-LD block for the head ("<" escaped, so no value can close the script element). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
