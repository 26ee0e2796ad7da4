import { css, type CSSObject, type Theme } from "@emotion/react";
import { breakpoints, type Breakpoint } from "../../styles/theme";

/** A step of the spacing scale (theme.space). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Breakpoints a value can change at (xs is 0 px: use `base`). */
type StepBreakpoint = Exclude<Breakpoint, "xs">;

/** One value at every width, or a value per breakpoint: `base` below the first, each key from its min-width up. */
export type Responsive<T> = T | ({ base?: T } & Partial<Record<StepBreakpoint, T>>);

const STEP_BREAKPOINTS = (Object.keys(breakpoints) as Breakpoint[]).filter(
  (bp): bp is StepBreakpoint => bp !== "xs",
);

/** The value at `at` ("base" or a breakpoint), or undefined when it does not change there. */
function valueAt<T extends string | number>(value: Responsive<T> | undefined, at: "base" | StepBreakpoint) {
  if (value === undefined) return undefined;
  if (typeof value === "object") return value[at];
  return at === "base" ? value : undefined;
}

export type CardGridOptions = {
  /** Gap between cards, a step of the spacing scale. */
  gap: Responsive<SpaceStep>;
} & (
  | {
      /** A fixed number of equal columns. Without a `base` value the list is one implicit column below the first. */
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

/**
 * A list of cards (`<ul>`/`<ol>`) laid out as a grid: no bullets, margin or padding, then columns and gaps
 * per breakpoint, e.g. `cardGrid(theme, { columns: { base: 2, sm: 3, lg: 4 }, gap: { base: 3, lg: 4 } })`
 * or `cardGrid(theme, { minWidth: "20rem", gap: 4 })`.
 */
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
  const styles: CSSObject = { listStyle: "none", margin: 0, padding: 0, display: "grid", ...rule("base") };
  for (const bp of STEP_BREAKPOINTS) {
    const style = rule(bp);
    if (Object.keys(style).length > 0) styles[theme.mq.up(bp)] = style;
  }
  return css(styles);
};

/**
 * Two blocks side by side from the lg breakpoint (widths in the ratio `left : right`), stacked above it.
 * `gap` is the stacked gap, a step of the spacing scale; side by side it is always space[8].
 */
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
