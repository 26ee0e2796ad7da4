import type { HeadProps } from "gatsby";
import { Seo } from "./seo";

/** Head for a fixed page whose title and description come from content/pages/<slug>.json. */
export function PageHead({
  copy,
  pathname,
  noindex,
}: {
  copy: { title: string; description: string } | null;
  pathname: string;
  noindex?: boolean;
}) {
  if (!copy) return null;
  return <Seo title={copy.title} description={copy.description} pathname={pathname} noindex={noindex} />;
}

/** The whole Head of a fixed page whose query names its copy `copy`: `export const Head = CopyHead;`. */
export function CopyHead({
  data,
  location,
}: HeadProps<{ copy: { title: string; description: string } | null }>) {
  return <PageHead copy={data.copy} pathname={location.pathname} />;
}
