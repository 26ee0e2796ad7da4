import { graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { useTheme } from "@emotion/react";
import { FaChartLine } from "../components/icons/fa-chart-line";
import { FaCommentDots } from "../components/icons/fa-comment-dots";
import { FaEye } from "../components/icons/fa-eye";
import { FaHandshake } from "../components/icons/fa-handshake";
import { CopyHead } from "../components/page-head";
import { GetInTouchLink } from "../components/get-in-touch";
import { SponsorGrid } from "../components/sponsor-grid";
import { FeatureGrid } from "../components/feature-grid";
import { SponsorFigures } from "../components/sponsor-figures";
import { PAGE_ROUTES } from "../lib/routes";
import { Reveal, Section } from "../components/ui";
import { useSiteSettings } from "../hooks/use-site-settings";

type Data = Queries.SponsorsPageQuery;

/** Brand visibility, positive image, sales, product feedback (the order of the page copy's blocks). */
const BENEFIT_ICONS = [FaEye, FaHandshake, FaChartLine, FaCommentDots];

export default function SponsorsPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  const [whyIntro, closing] = data.copy?.paragraphs ?? [];
  const site = useSiteSettings();
  const contact = data.copy?.sponsorContact;
  const contactEmail = contact?.email ?? site.email;
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section>
        <Reveal>
          <SponsorGrid sponsors={data.sponsors.nodes} />
        </Reveal>
      </Section>
      <Section tone="muted" heading={{ id: "why-sponsor", text: "Why Sponsor us?", align: "start" }}>
        {whyIntro && <p css={{ maxWidth: theme.sizes.prose, marginBottom: theme.space[6] }}>{whyIntro}</p>}
        <FeatureGrid features={data.copy?.blocks ?? []} icons={BENEFIT_ICONS} />
      </Section>
      <Section heading={{ id: "what-your-logo-gets", text: "What your logo gets", align: "start" }}>
        <ul css={{ maxWidth: theme.sizes.prose, marginBottom: theme.space[6], paddingInlineStart: "1.25em" }}>
          <li>Your logo on this page, sized by your tier, linking to your website.</li>
          <li>
            A report for your sponsorship: views of this page, how often your logo was seen, clicks on it.
          </li>
        </ul>
        <SponsorFigures figures={data.copy?.sponsorFigures} />
        <p css={{ marginTop: theme.space[6] }}>
          <a href={PAGE_ROUTES.sponsorsProspectus}>The sponsorship prospectus</a>, one printable page to
          share.
        </p>
      </Section>
      <Section tone="dark">
        <div css={{ textAlign: "center", maxWidth: theme.sizes.prose, marginInline: "auto" }}>
          {closing && (
            <p
              css={{
                fontFamily: theme.fonts.display,
                fontSize: theme.fontSizes.h3,
                fontWeight: theme.fontWeights.semibold,
                lineHeight: theme.lineHeights.snug,
              }}
            >
              {closing}
            </p>
          )}
          {contact && (
            <p css={{ marginBlock: theme.space[5] }} data-testid="sponsor-contact">
              Your contact: <strong>{contact.name}</strong>, {contact.post} ·{" "}
              <a href={`mailto:${contactEmail}`} css={{ color: "inherit" }}>
                {contactEmail}
              </a>
            </p>
          )}
          <GetInTouchLink />
        </div>
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query SponsorsPage {
    copy: pageCopy(slug: { eq: "sponsors" }) {
      ...PageCopyFields
      ...SponsorCase
    }
    sponsors: allSponsor(sort: { order: ASC }) {
      nodes {
        ...SponsorLogo
      }
    }
  }
`;
