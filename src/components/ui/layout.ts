import { css, type CSSObject, type Theme } from "@emotion/react";
import { breakpoints, type Breakpoint } from "../../styles/theme";

export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Breakpoints a value can change at (xs is 0 px: `base`). */
type StepBreakpoint = Exclude<Breakpoint, "xs">;

/** One value at every width, or `base` and a value per breakpoint from its min-width up. */
type Responsive<T> = T | ({ base?: T } & Partial<Record<StepBreakpoint, T>>);

const STEP_BREAKPOINTS = (Object.keys(breakpoints) as Breakpoint[]).filter(
  (bp): bp is StepBreakpoint => bp !== "xs",
);

/** The value at `at` ("base" or a breakpoint), or undefined when it does not change there. */
function valueAt<T extends string | number>(value: Responsive<T> | undefined, at: "base" | StepBreakpoint) {
  if (value === undefined) return undefined;
  if (typeof value === "object") return value[at];
  return at === "base" ? value : undefined;
}

type CardGridOptions = {
  gap: Responsive<SpaceStep>;
} & (
  | {
      /** Equal columns; without a `base` value one implicit column below the first breakpoint. */
      columns?: Responsive<number>;
      minWidth?: never;
      fill?: never;
    }
  | {
      /** As many columns as fit, each at least this wide (never wider than the list). */
      minWidth: Responsive<string>;
      /** auto-fill keeps empty tracks (cards keep their width); auto-fit stretches the cards over them. */
      fill?: "auto-fill" | "auto-fit";
      columns?: never;
    }
);

/** A list (`<ul>`/`<ol>`) without bullets, margin or padding. */
export const plainList = { listStyle: "none", margin: 0, padding: 0 } as const;

/** A plain list of cards laid out as a grid, its columns and gaps per breakpoint. */
export const cardGrid = (theme: Theme, options: CardGridOptions) => {
  const { gap, columns, minWidth, fill = "auto-fill" } = options;
  const rule = (at: "base" | StepBreakpoint): CSSObject => {
    const style: CSSObject = {};
    const step = valueAt(gap, at);
    if (step !== undefined) style.gap = theme.space[step];
    const count = valueAt(columns, at);
    if (count !== undefined) style.gridTemplateColumns = `repeat(${count}, minmax(0, 1fr))`;
    const min = valueAt(minWidth, at);
    if (min !== undefined) style.gridTemplateColumns = `repeat(${fill}, minmax(min(${min}, 100%), 1fr))`;
    return style;
  };
  const styles: CSSObject = { ...plainList, display: "grid", ...rule("base") };
  for (const bp of STEP_BREAKPOINTS) {
    const style = rule(bp);
    if (Object.keys(style).length > 0) styles[theme.mq.up(bp)] = style;
  }
  return css(styles);
};

/** Two blocks side by side from lg (widths `left : right`, gap space[8]), stacked below it with `gap`. */
export const splitStyles = (
  theme: Theme,
  [left, right]: readonly [number, number],
  { align = "start", gap = 7 }: { align?: "start" | "center"; gap?: 6 | 7 } = {},
) => css`
  display: grid;
  gap: ${theme.space[gap]};
  align-items: ${align};
  ${theme.mq.up("lg")} {
    grid-template-columns: minmax(0, ${left}fr) minmax(0, ${right}fr);
    gap: ${theme.space[8]};
  }
`;

export interface CentredGridOptions {
  /** Cards per row: from `base` up, changing at each breakpoint named. */
  columns: { base: number } & Partial<Record<StepBreakpoint, number>>;
  gap: Responsive<SpaceStep>;
  /**
   * The cells the first card takes where it is a double tile (e.g. `{ base: 2, sm: 4 }`: a whole row of
   * two, then two columns by two rows); 1 where not given. The cells beside it fill first.
   */
  firstCells?: Partial<Record<"base" | StepBreakpoint, number>>;
}

/**
 * A card grid whose last row, when not full, sits in the middle instead of leaving a hole at its end,
 * whatever the number of cards. The grid has two tracks per column and each card spans two, so a short
 * row can start half a card in: the row-starting card that is also `s` from the end
 * (`:nth-child(An+B):nth-last-child(s)`) starts at line cards − s + 1. Each breakpoint first puts back
 * the cards the one below moved.
 */
export const centredGridRules = (theme: Theme, { columns, gap, firstCells = {} }: CentredGridOptions) => {
  const doubled: Responsive<number> = Object.fromEntries(
    Object.entries(columns).map(([at, cards]) => [at, cards * 2]),
  );
  const rows: CSSObject = { "& > li": { gridColumn: "span 2" } };
  let cards = columns.base;
  let first = firstCells.base ?? 1;
  let moved = false;
  for (const at of ["base", ...STEP_BREAKPOINTS] as const) {
    const nextCards = (at === "base" ? undefined : columns[at]) ?? cards;
    const nextFirst = firstCells[at] ?? first;
    if (at !== "base" && nextCards === cards && nextFirst === first) continue;
    [cards, first] = [nextCards, nextFirst];
    const rule: CSSObject = {};
    // A double first tile keeps its own span (its `&&` rule weighs less than these selectors).
    if (moved)
      rule[`& > li:nth-child(n+${first === 1 ? 1 : 2}):nth-last-child(n)`] = { gridColumn: "span 2" };
    // The first card of a row: cell first + p − 2 (p ≥ 2) a multiple of cards, past the tile's two rows.
    const start = first === 1 ? 1 : 2 * cards + 2 - first;
    for (let short = 1; short < cards; short++)
      rule[`& > li:nth-child(${cards}n+${start}):nth-last-child(${short})`] = {
        gridColumn: `${cards - short + 1} / span 2`,
      };
    moved = cards > 1;
    if (at === "base") Object.assign(rows, rule);
    else rows[theme.mq.up(at)] = rule;
  }
  return [cardGrid(theme, { columns: doubled, gap }), css(rows)];
};

/** The album page's centred photo grid beside a double cover tile, in the global styles. */
export const ALBUM_GRID_CLASS = "album-grid";
