import { Seo } from "../components/seo";
import { PageHeader, Section } from "../components/ui";
import { PAGE_ROUTES } from "../lib/routes";

/** Utility page: the shared footer on its own (the shell renders it below). */
export default function FooterPage() {
  return (
    <>
      <PageHeader eyebrow="Utility page" title="Footer" />
      <Section labelledBy="foot-about" narrow>
        <h2 id="foot-about">The site footer</h2>
        <p>This page shows the footer shared by every page on its own, below.</p>
      </Section>
    </>
  );
}

export const Head = () => (
  <Seo title="Footer" description="The site footer on its own, for review." pathname={PAGE_ROUTES.foot} />
);
