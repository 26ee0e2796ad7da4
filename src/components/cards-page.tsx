import type { ReactNode } from "react";
import { useTheme, type Interpolation, type Theme } from "@emotion/react";
import { CopyHeader } from "./page-copy";
import { Reveal, Section, type RevealEffect, type Tone } from "./ui";

interface CardsPageProps<T> {
  /** The page's copy (its header): the pageCopy entry the page's query names. */
  copy: Queries.PageCopyFieldsFragment | null;
  tone?: Tone;
  sectionCss?: Interpolation<Theme>;
  list: (theme: Theme) => Interpolation<Theme>;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** How the card at `index` enters as it scrolls in; without it, cards are plain list items. */
  reveal?: (index: number) => { effect?: RevealEffect; delay?: number };
  card: (item: T, index: number) => ReactNode;
}

/** A page's copy, then its entries as a list of cards (events, faculty, board, gallery, alumni). */
export function CardsPage<T>({
  copy,
  tone,
  sectionCss,
  list,
  items,
  keyOf,
  reveal,
  card,
}: CardsPageProps<T>) {
  const theme = useTheme();
  return (
    <>
      <CopyHeader copy={copy} />
      <Section tone={tone} css={sectionCss}>
        <ul css={list(theme)}>
          {items.map((item, index) =>
            reveal ? (
              <Reveal as="li" key={keyOf(item)} {...reveal(index)}>
                {card(item, index)}
              </Reveal>
            ) : (
              <li key={keyOf(item)}>{card(item, index)}</li>
            ),
          )}
        </ul>
      </Section>
    </>
  );
}
