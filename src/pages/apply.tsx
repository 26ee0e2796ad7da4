import { ApplicationFormIsland } from "../components/forms/application-form";
import { CopyHeader } from "../components/page-copy";
import { graphql, type PageProps } from "gatsby";
import { FaPeopleGroup } from "../components/icons/fa-people-group";
import { FaRocket } from "../components/icons/fa-rocket";
import { FaScrewdriverWrench } from "../components/icons/fa-screwdriver-wrench";
import { CopyHead } from "../components/page-head";
import { FeatureGrid } from "../components/feature-grid";
import { Section } from "../components/ui";

type Data = Queries.JoinPageQuery;

/** Develop New Skills, Build a Network, Boost Your Resume (the order of the page copy's blocks). */
const PERK_ICONS = [FaScrewdriverWrench, FaPeopleGroup, FaRocket];

export default function JoinPage({ data }: PageProps<Data>) {
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section tone="muted" labelledBy="why-join">
        <h2 id="why-join" className="visually-hidden">
          Why join us
        </h2>
        <FeatureGrid features={data.copy?.blocks ?? []} icons={PERK_ICONS} />
      </Section>
      <Section heading={{ id: "register-here", text: "REGISTER HERE", align: "center" }} narrow>
        <ApplicationFormIsland />
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query JoinPage {
    copy: pageCopy(slug: { eq: "join" }) {
      ...PageCopyFields
    }
  }
`;
