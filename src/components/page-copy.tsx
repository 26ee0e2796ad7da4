import { graphql } from "gatsby";

export const query = graphql`
  fragment PageCopyFields on PageCopy {
    slug
    title
    description
    intro
    paragraphs
    blocks {
      heading
      text
    }
  }
`;

/** Paragraphs of a page's prose (content/pages/<slug>.json). */
export function Paragraphs({ paragraphs }: { paragraphs?: readonly string[] | null }) {
  return (
    <>
      {(paragraphs ?? []).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

/** Heading + text blocks of a page's prose, each its own titled section. */
export function CopyBlocks({
  blocks,
  level = 2,
}: {
  blocks?: readonly { heading: string; text: string }[] | null;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      {(blocks ?? []).map((block) => (
        <section key={block.heading}>
          <Heading>{block.heading}</Heading>
          <p>{block.text}</p>
        </section>
      ))}
    </>
  );
}
