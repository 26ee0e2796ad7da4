import { ContactFormIsland } from "../components/forms/contact-form";
import { CopyHeader } from "../components/page-copy";
import { graphql, type PageProps } from "gatsby";
import { useTheme } from "@emotion/react";
import { CopyHead } from "../components/page-head";
import { ContactDetails } from "../components/contact-details";
import { MapFacade } from "../components/map-facade";
import { SectionHeading } from "../components/section-heading";
import { Reveal, Section, cardStyles, splitStyles } from "../components/ui";
import { useSiteSettings } from "../hooks/use-site-settings";

type Data = Queries.ContactPageQuery;

export default function ContactPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  const site = useSiteSettings();
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section>
        <div css={splitStyles(theme, [3, 2])}>
          <section aria-labelledby="send-query">
            <SectionHeading id="send-query" align="start">
              SEND US YOUR QUERY
            </SectionHeading>
            <ContactFormIsland />
          </section>
          <Reveal effect="fade-left" delay={200}>
            <section
              aria-labelledby="contact-information"
              css={[
                cardStyles(theme),
                { padding: theme.space[5], [theme.mq.up("md")]: { padding: theme.space[6] } },
              ]}
            >
              <SectionHeading id="contact-information" level={3} align="start">
                Contact information
              </SectionHeading>
              <ContactDetails />
            </section>
          </Reveal>
        </div>
      </Section>
      <Section tone="muted" heading={{ id: "visit-our-place", text: "VISIT OUR PLACE", align: "start" }}>
        <MapFacade
          embedUrl={site.mapEmbedUrl}
          mapUrl={site.mapUrl}
          place={`${site.clubName}, ${site.department}, ${site.university}`}
        />
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query ContactPage {
    copy: pageCopy(slug: { eq: "contact" }) {
      ...PageCopyFields
    }
  }
`;
