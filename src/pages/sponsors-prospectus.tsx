import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Global, useTheme } from "@emotion/react";
import { Seo } from "../components/seo";
import { SponsorFigures } from "../components/sponsor-figures";
import { groupByTier } from "../components/sponsor-grid";
import { Section } from "../components/ui";
import { useSiteSettings } from "../hooks/use-site-settings";
import { PAGE_ROUTES } from "../lib/routes";

type Data = Queries.SponsorsProspectusQuery;

/**
 * The sponsorship prospectus an officer prints for a prospective sponsor, from the Sponsors page's copy;
 * on paper it alone prints, on one A4 page.
 */
export default function ProspectusPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  const site = useSiteSettings();
  const copy = data.copy;
  const contact = copy?.sponsorContact;
  const groups = groupByTier(data.sponsors.nodes);
  return (
    <>
      <Global
        styles={{
          "@media print": {
            "@page": { size: "A4", margin: "12mm" },
            "body > div header, body > div footer, [data-print='hide'], a[href='#main']": {
              display: "none !important",
            },
            "#main": { paddingTop: "0 !important" },
            "[data-prospectus] section": { padding: "0 !important", breakInside: "avoid" },
          },
        }}
      />
      <div
        data-prospectus
        css={{
          h2: { fontSize: theme.fontSizes.xl, marginBottom: theme.space[3] },
          "section + section, p + section": { marginTop: theme.space[6] },
        }}
      >
        <Section>
          <p css={{ textTransform: "uppercase", letterSpacing: "0.1em", color: theme.colors.textMuted }}>
            Sponsorship prospectus
          </p>
          <h1 css={{ marginBottom: theme.space[3] }}>{site.clubName}</h1>
          <p css={{ maxWidth: theme.sizes.prose }}>{site.description}</p>
          <p data-print="hide" css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            One page to print or save as PDF (your browser&apos;s Print) and send to a prospective sponsor.
            The full story: <a href={PAGE_ROUTES.sponsors}>our Sponsors page</a>.
          </p>
          <section aria-labelledby="prospectus-why">
            <h2 id="prospectus-why">Why sponsor us?</h2>
            <ul css={{ display: "grid", gap: theme.space[2], paddingInlineStart: "1.25em" }}>
              {(copy?.blocks ?? []).map((block) => (
                <li key={block.heading}>
                  <strong>{block.heading}:</strong> {block.text}
                </li>
              ))}
            </ul>
          </section>
          {copy?.sponsorFigures && (
            <section aria-labelledby="prospectus-figures">
              <h2 id="prospectus-figures">What your logo gets</h2>
              <SponsorFigures figures={copy.sponsorFigures} />
            </section>
          )}
          <section aria-labelledby="prospectus-sponsors">
            <h2 id="prospectus-sponsors">In good company</h2>
            {groups.map((group) => (
              <p key={group.tier ?? "-"} data-testid="prospectus-tier">
                {group.tier && <strong>{group.tier}: </strong>}
                {group.sponsors.map((sponsor) => sponsor.name).join(", ")}
              </p>
            ))}
          </section>
          <section aria-labelledby="prospectus-contact">
            <h2 id="prospectus-contact">Talk to us</h2>
            <p data-testid="prospectus-contact">
              {contact && (
                <>
                  <strong>{contact.name}</strong>, {contact.post}
                  <br />
                </>
              )}
              <a href={`mailto:${contact?.email ?? site.email}`}>{contact?.email ?? site.email}</a>
              {site.phones[0] && <> · {site.phones[0]}</>} · {site.siteUrl.replace(/^https:\/\//, "")}
            </p>
          </section>
        </Section>
      </div>
    </>
  );
}

export function Head({ location }: HeadProps<Data>) {
  return (
    <Seo
      title="Sponsorship prospectus"
      description="The SAE ZHCET Collegiate Club's sponsorship prospectus: why sponsor us, what your logo gets and whom to talk to."
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query SponsorsProspectus {
    copy: pageCopy(slug: { eq: "sponsors" }) {
      blocks {
        heading
        text
      }
      ...SponsorCase
    }
    sponsors: allSponsor(sort: { order: ASC }) {
      nodes {
        slug
        name
        tier
      }
    }
  }
`;
