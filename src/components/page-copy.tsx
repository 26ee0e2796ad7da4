import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import type { IconType } from "react-icons";
import { PageHeader, cardGrid, cardStyles } from "./ui";

export const query = graphql`
  fragment PageCopyFields on PageCopy {
    slug
    title
    description
    eyebrow
    heading
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
export function CopyBlocks({ blocks }: { blocks?: readonly { heading: string; text: string }[] | null }) {
  return (
    <>
      {(blocks ?? []).map((block) => (
        <section key={block.heading}>
          <h2>{block.heading}</h2>
          <p>{block.text}</p>
        </section>
      ))}
    </>
  );
}

/** Heading + text blocks of a page's prose as a row of cards (e.g. Vision, Mission, Value), headed h3. */
export function BlockCards({
  blocks,
  icons,
}: {
  blocks?: readonly { heading: string; text: string }[] | null;
  /** An icon per block heading, e.g. { Vision: FaEye }. */
  icons: Readonly<Record<string, IconType>>;
}) {
  const theme = useTheme();
  return (
    <ul css={cardGrid(theme, { columns: { md: 3 }, gap: 5 })}>
      {(blocks ?? []).map((block) => {
        const Icon = icons[block.heading];
        return (
          <li key={block.heading}>
            <section
              aria-label={block.heading}
              css={[
                cardStyles(theme),
                { height: "100%", padding: theme.space[6], borderTop: `4px solid ${theme.colors.accent}` },
              ]}
            >
              {Icon && (
                <span
                  aria-hidden="true"
                  css={{
                    display: "grid",
                    placeItems: "center",
                    width: 56,
                    height: 56,
                    marginBottom: theme.space[4],
                    borderRadius: theme.radii.pill,
                    background: theme.colors.ink,
                    color: theme.colors.accentOnDark,
                    fontSize: theme.fontSizes.xl,
                  }}
                >
                  <Icon />
                </span>
              )}
              <h3 css={{ fontSize: theme.fontSizes.h3, textTransform: "uppercase" }}>{block.heading}</h3>
              <p css={{ margin: 0, color: theme.colors.textMuted }}>{block.text}</p>
            </section>
          </li>
        );
      })}
    </ul>
  );
}

/** A page's title band from its copy file: eyebrow, heading (else the title) and intro. */
export function CopyHeader({ copy }: { copy: Queries.PageCopyFieldsFragment | null }) {
  return (
    <PageHeader
      eyebrow={copy?.eyebrow ?? undefined}
      title={copy?.heading ?? copy?.title}
      intro={copy?.intro ?? undefined}
    />
  );
}
