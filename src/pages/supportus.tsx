import { graphql, type PageProps } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaGears } from "../components/icons/fa-gears";
import { FaHandHoldingDollar } from "../components/icons/fa-hand-holding-dollar";
import { FaLightbulb } from "../components/icons/fa-lightbulb";
import { CopyHead } from "../components/page-head";
import { GetInTouchLink } from "../components/get-in-touch";
import { CopyHeader, Paragraphs } from "../components/page-copy";
import { BankDetailsIsland } from "../components/bank-details";
import { SectionHeading } from "../components/section-heading";
import { Reveal, Section, splitStyles } from "../components/ui";
import { useSiteSettings } from "../hooks/use-site-settings";

type Data = Queries.SupportPageQuery;

export default function SupportPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  const { bankDetails } = useSiteSettings();
  const otherWays = data.copy?.blocks ?? [];
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section>
        <div css={splitStyles(theme, [1.2, 1])}>
          <Reveal>
            <div css={{ maxWidth: "65ch" }}>
              <Paragraphs paragraphs={data.copy?.paragraphs} />
            </div>
          </Reveal>
          <Reveal effect="fade-left" delay={200}>
            <BankDetailsIsland rows={bankDetails} headingId="bank-details" />
          </Reveal>
        </div>
      </Section>
      {otherWays.map((block, blockIndex) => (
        <Section key={block.heading} tone="dark" labelledBy={`support-way-${blockIndex}`}>
          <div css={{ maxWidth: theme.sizes.prose }}>
            <SectionHeading id={`support-way-${blockIndex}`} align="start">
              {block.heading}
            </SectionHeading>
            <div
              aria-hidden="true"
              css={{
                margin: `0 0 ${theme.space[5]}`,
                display: "flex",
                gap: theme.space[4],
                color: theme.colors.accentOnDark,
              }}
            >
              <FaLightbulb size="2rem" focusable="false" />
              <FaGears size="2rem" focusable="false" />
              <FaHandHoldingDollar size="2rem" focusable="false" />
            </div>
            <p css={{ color: theme.colors.textOnDarkMuted }}>{block.text}</p>
            <GetInTouchLink gap={3} />
          </div>
        </Section>
      ))}
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query SupportPage {
    copy: pageCopy(slug: { eq: "support" }) {
      ...PageCopyFields
    }
  }
`;
