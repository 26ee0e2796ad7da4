import { Link, graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { useTheme } from "@emotion/react";
import { FaChartLine, FaCommentDots, FaEye, FaHandshake } from "react-icons/fa6";
import { CopyHead } from "../components/page-head";
import { SponsorGrid } from "../components/sponsor-grid";
import { FeatureGrid } from "../components/feature-grid";
import { SectionHeading } from "../components/section-heading";
import { Reveal, Section, buttonStyles } from "../components/ui";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.SponsorsPageQuery;

/** Brand visibility, positive image, sales, product feedback (the order of the page copy's blocks). */
const BENEFIT_ICONS = [FaEye, FaHandshake, FaChartLine, FaCommentDots];

export default function SponsorsPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  const [whyIntro, closing] = data.copy?.paragraphs ?? [];
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section>
        <Reveal>
          <SponsorGrid sponsors={data.sponsors.nodes} />
        </Reveal>
      </Section>
      <Section tone="muted" labelledBy="why-sponsor">
        <SectionHeading id="why-sponsor" align="start">
          Why Sponsor us?
        </SectionHeading>
        {whyIntro && (
          <p
            css={{ maxWidth: theme.sizes.prose, fontSize: theme.fontSizes.lg, marginBottom: theme.space[6] }}
          >
            {whyIntro}
          </p>
        )}
        <FeatureGrid features={data.copy?.blocks ?? []} icons={BENEFIT_ICONS} />
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
          <Link
            to={PAGE_ROUTES.contact}
            css={[buttonStyles(theme, "primary"), { marginTop: theme.space[4] }]}
          >
            Get in touch
          </Link>
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
    }
    sponsors: allSponsor(sort: { order: ASC }) {
      nodes {
        ...SponsorLogo
      }
    }
  }
`;
