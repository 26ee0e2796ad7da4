import { ApplicationFormIsland } from "../components/forms/application-form";
import { CopyHeader } from "../components/page-copy";
import { graphql, type PageProps } from "gatsby";
import { FaPeopleGroup } from "../components/icons/fa-people-group";
import { FaRocket } from "../components/icons/fa-rocket";
import { FaScrewdriverWrench } from "../components/icons/fa-screwdriver-wrench";
import { CopyHead } from "../components/page-head";
import { FeatureGrid } from "../components/feature-grid";
import { NewsletterBoxIsland } from "../components/newsletter-box";
import { Section } from "../components/ui";
import { readableDay, recruitmentState, type RecruitmentState } from "../lib/recruitment";

type Data = Queries.JoinPageQuery;

/** Develop New Skills, Build a Network, Boost Your Resume (the order of the page copy's blocks). */
const PERK_ICONS = [FaScrewdriverWrench, FaPeopleGroup, FaRocket];

export default function JoinPage({ data }: PageProps<Data>) {
  const state = recruitmentState(
    { opens: data.copy?.recruitmentOpens, closes: data.copy?.recruitmentCloses },
    data.site?.buildTime ?? "",
  );
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section tone="muted" labelledBy="why-join">
        <h2 id="why-join" className="visually-hidden">
          Why join us
        </h2>
        <FeatureGrid features={data.copy?.blocks ?? []} icons={PERK_ICONS} />
      </Section>
      {state.open ? (
        // The heading above the form at its start, as Contact Us has it.
        <Section heading={{ id: "register-here", text: "REGISTER HERE", align: "start" }} narrow>
          <ApplicationFormIsland />
        </Section>
      ) : (
        <Section
          heading={{ id: "recruitment-closed", text: "Recruitment is closed", align: "center" }}
          narrow
        >
          <p css={{ textAlign: "center", marginBottom: "2rem" }}>{closedNotice(state)}</p>
          <NewsletterBoxIsland description="Leave your e-mail address and we will write when recruitment opens." />
        </Section>
      )}
    </>
  );
}

/** What a closed /apply says: the day it reopens, or the day it closed when no new round is set. */
function closedNotice(state: Exclude<RecruitmentState, { open: true }>): string {
  return "reopens" in state
    ? `Recruitment reopens on ${readableDay(state.reopens)}. Until then we take no applications.`
    : `This round of recruitment closed on ${readableDay(state.closed)}. The next one will be announced here.`;
}

export const Head = CopyHead;

export const query = graphql`
  query JoinPage {
    copy: pageCopy(slug: { eq: "join" }) {
      ...PageCopyFields
      recruitmentOpens(formatString: "YYYY-MM-DD")
      recruitmentCloses(formatString: "YYYY-MM-DD")
    }
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
  }
`;
