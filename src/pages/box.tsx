import { Seo } from "../components/seo";
import { PageHeader, Section } from "../components/ui";
import { BoxStepsIsland } from "../components/box-steps";
import { PAGE_ROUTES } from "../lib/routes";

/** Scratch demo page: a Next button steps through the club's motto. */
export default function BoxPage() {
  return (
    <>
      <PageHeader eyebrow="Utility page" title="Box demo" />
      <Section labelledBy="box-steps" narrow>
        <BoxStepsIsland headingId="box-steps" />
      </Section>
    </>
  );
}

export const Head = () => (
  <Seo title="Box demo" description="A scratch demo page with a Next button." pathname={PAGE_ROUTES.box} />
);
