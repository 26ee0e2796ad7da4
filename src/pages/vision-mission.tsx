import { graphql, type PageProps } from "gatsby";
import { FaBullseye } from "../components/icons/fa-bullseye";
import { FaEye } from "../components/icons/fa-eye";
import { FaTrophy } from "../components/icons/fa-trophy";
import { BlockCards, CopyHeader, Paragraphs } from "../components/page-copy";
import { CopyHead } from "../components/page-head";
import { Reveal, Section } from "../components/ui";

type Data = Queries.AboutPageQuery;

const BLOCK_ICONS = { Vision: FaEye, Mission: FaBullseye, Value: FaTrophy };

export default function AboutPage({ data }: PageProps<Data>) {
  const copy = data.copy;
  if (!copy) return null;
  return (
    <>
      <CopyHeader copy={copy} />
      <Section narrow>
        <Reveal>
          <div
            css={(theme) => ({
              "& > p:first-of-type": {
                fontSize: theme.fontSizes.lg,
                lineHeight: theme.lineHeights.snug,
                [theme.mq.up("md")]: { fontSize: theme.fontSizes.xl },
              },
            })}
          >
            <Paragraphs paragraphs={copy.paragraphs} />
          </div>
        </Reveal>
      </Section>
      <Section tone="muted" labelledBy="vision-mission-value" css={{ overflowX: "clip" }}>
        <h2 id="vision-mission-value" className="visually-hidden">
          Vision, Mission and Value
        </h2>
        <Reveal effect="fade-left" delay={200}>
          <BlockCards blocks={copy.blocks} icons={BLOCK_ICONS} />
        </Reveal>
      </Section>
    </>
  );
}

export const Head = CopyHead;

export const query = graphql`
  query AboutPage {
    copy: pageCopy(slug: { eq: "about" }) {
      ...PageCopyFields
    }
  }
`;
