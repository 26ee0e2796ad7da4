import { Seo } from "../components/seo";
import { PAGE_ROUTES } from "../lib/routes";

/** Utility page: the shared footer on its own (the shell renders it below). */
export default function FooterPage() {
  return (
    <article>
      <h1>Footer</h1>
      <p>This utility page shows the site footer on its own, below.</p>
    </article>
  );
}

export const Head = () => (
  <Seo
    title="Footer"
    description="The site footer on its own, for review."
    pathname={PAGE_ROUTES.foot}
    noindex
  />
);
