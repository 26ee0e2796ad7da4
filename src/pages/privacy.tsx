import { graphql, type PageProps } from "gatsby";
import { CopyBlocks, CopyHeader } from "../components/page-copy";
import { CopyHead } from "../components/page-head";
import { Section } from "../components/ui";
import { useSiteSettings } from "../hooks/use-site-settings";

type Data = Queries.PrivacyPageQuery;

/** What the site counts and what it does not, from content/pages/privacy.json. */
export default function PrivacyPage({ data }: PageProps<Data>) {
  const site = useSiteSettings();
  return (
    <>
      <CopyHeader copy={data.copy} />
      <Section narrow>
        <div
          css={(theme) => ({
            maxWidth: theme.sizes.prose,
            h2: { fontSize: theme.fontSizes.xl, marginBlock: `${theme.space[6]} ${theme.space[3]}` },
            "section:first-of-type h2": { marginTop: 0 },
          })}
        >
          <CopyBlocks blocks={data.copy?.blocks} />
          <p>
            The club&apos;s address: <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </div>
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query PrivacyPage {
    copy: pageCopy(slug: { eq: "privacy" }) {
      ...PageCopyFields
    }
  }
`;
