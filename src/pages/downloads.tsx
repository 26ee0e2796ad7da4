import { graphql, type PageProps } from "gatsby";
import { CopyHeader } from "../components/page-copy";
import { useTheme } from "@emotion/react";
import { CopyHead } from "../components/page-head";
import { NewsletterBoxIsland } from "../components/newsletter-box";
import { PressReleaseList } from "../components/press-release-list";
import { Reveal, Section } from "../components/ui";

type Data = Queries.DownloadsPageQuery;

export default function DownloadsPage({ data }: PageProps<Data>) {
  const theme = useTheme();
  return (
    <>
      <CopyHeader copy={data.copy} />
      {/* What the visitor came for first, the press releases; then the newsletter box. */}
      <Section tone="muted" heading={{ id: "useful-downloads", text: "Useful Downloads", align: "start" }}>
        <div css={{ marginTop: theme.space[2] }}>
          <PressReleaseList releases={data.releases.nodes} />
        </div>
      </Section>
      <Section>
        <Reveal>
          <NewsletterBoxIsland description={data.copy?.paragraphs?.[0] ?? undefined} />
        </Reveal>
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query DownloadsPage {
    copy: pageCopy(slug: { eq: "downloads" }) {
      ...PageCopyFields
    }
    releases: allPressRelease(sort: { order: ASC }) {
      nodes {
        ...PressReleaseItem
      }
    }
  }
`;
