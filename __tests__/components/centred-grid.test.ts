import { serializeStyles } from "@emotion/serialize";
import { centredGridRules, type CentredGridOptions } from "../../src/components/ui/layout";
import { theme } from "../../src/styles/theme";

/** The rules centredGridRules writes, as CSS text. */
const cssOf = (options: CentredGridOptions) =>
  serializeStyles(centredGridRules(theme, options) as never).styles;

/** The widths the grids change at: below the first breakpoint, then from sm and from lg up. */
const WIDTHS = ["base", theme.mq.up("sm"), theme.mq.up("lg")];
const WIDTH_KEYS = ["base", "sm", "lg"] as const;

/**
 * Where each card of `count` starts at each of WIDTHS, from rules as CSS text: the last rule that
 * matches a card wins (the selectors weigh the same but for the plain `& > li`, written first). The cards
 * are a jsdom list, so `:nth-child` and `:nth-last-child` match as in a browser.
 */
function placements(cssText: string, count: number) {
  const list = document.createElement("ul");
  for (let i = 0; i < count; i++) list.append(document.createElement("li"));
  const rulesOf = (block: string) =>
    [...block.matchAll(/& > li([^{]*)\{grid-column:([^;]+);\}/g)].map(([, selector, value]) => ({
      cards: [...list.querySelectorAll(`:scope > li${selector}`)],
      value,
    }));
  const blocks = [...cssText.matchAll(/(@media [^{]+)\{((?:[^{}]*\{[^}]*\})*)\}/g)];
  const base = rulesOf(cssText.replace(/@media [^{]+\{(?:[^{}]*\{[^}]*\})*\}/g, ""));
  return WIDTHS.map((width) => {
    const upTo = WIDTHS.indexOf(width);
    const rules = [
      ...base,
      ...blocks
        .filter(([, media = ""]) => WIDTHS.indexOf(media) > 0 && WIDTHS.indexOf(media) <= upTo)
        .flatMap(([, , block = ""]) => rulesOf(block)),
    ];
    return [...list.children].map((card) => rules.filter((rule) => rule.cards.includes(card)).at(-1)?.value);
  });
}

/**
 * Where each card of `count` should start at each of WIDTHS, worked out from the count: every card spans
 * two tracks; when the last row is short by some cards, its first card starts that many tracks in (half a
 * card per missing card), but beside a double first tile only once the tile's two rows are full.
 */
function expected(count: number, { columns, firstCells = {} }: CentredGridOptions) {
  let cards = columns.base;
  let first = firstCells.base ?? 1;
  return WIDTH_KEYS.map((at) => {
    cards = (at === "base" ? undefined : columns[at]) ?? cards;
    first = firstCells[at] ?? first;
    const cells = count - 1 + first;
    const short = cells % cards;
    const placed: string[] = Array.from({ length: count }, () => "span 2");
    if (short > 0 && (first === 1 || cells > 2 * cards))
      placed[count - short] = `${cards - short + 1} / span 2`;
    return placed;
  });
}

const album: CentredGridOptions = {
  columns: { base: 2, sm: 3, lg: 4 },
  gap: { base: 3, lg: 4 },
  firstCells: { base: 2, sm: 4 },
};
const gallery: CentredGridOptions = { columns: { base: 1, sm: 2, lg: 3 }, gap: 5 };

describe("centredGridRules", () => {
  it("lays out two tracks a column, every card spanning two", () => {
    const css = cssOf(gallery);
    expect(css).toContain("display:grid;gap:1.5rem;grid-template-columns:repeat(2, minmax(0, 1fr))");
    expect(css).toContain("@media (min-width: 576px){grid-template-columns:repeat(4, minmax(0, 1fr));}");
    expect(css).toContain("@media (min-width: 992px){grid-template-columns:repeat(6, minmax(0, 1fr));}");
    expect(css).toContain("& > li{grid-column:span 2;}");
    expect(cssOf(album)).toContain(
      "gap:0.75rem;grid-template-columns:repeat(4, minmax(0, 1fr));@media (min-width: 576px){grid-template-columns:repeat(6, minmax(0, 1fr));}@media (min-width: 992px){gap:1rem;grid-template-columns:repeat(8, minmax(0, 1fr));}",
    );
  });

  it("moves nothing where every row is full", () => {
    // Six cards fill rows of one, two and three.
    expect(
      placements(cssOf(gallery), 6)
        .flat()
        .every((value) => value === "span 2"),
    ).toBe(true);
  });

  it("starts a short last row half a card in per missing card, and puts it back where the row is full", () => {
    // Five cards: at two a row the fifth is alone (one card in: line 2); at three a row the 4th and 5th
    // (half a card in: line 2 of six tracks) and the fifth returns to its place.
    const [base, sm, lg] = placements(cssOf(gallery), 5);
    expect(base).toEqual(Array(5).fill("span 2"));
    expect(sm).toEqual(["span 2", "span 2", "span 2", "span 2", "2 / span 2"]);
    expect(lg).toEqual(["span 2", "span 2", "span 2", "2 / span 2", "span 2"]);
    // The same card alone in its row at two and at three a row: one card in, then a whole card in.
    expect(placements(cssOf(gallery), 7).map((row) => row[6])).toEqual([
      "span 2",
      "2 / span 2",
      "3 / span 2",
    ]);
  });

  it("counts a double first tile's cells, and never moves the tile itself", () => {
    // Twelve photos, the first a whole row of two on a phone, then 2 × 2: the 12th is alone on a phone,
    // rows of three are full, and at four a row the last three start half a card in.
    const [base, sm, lg] = placements(cssOf(album), 12);
    expect(base?.[11]).toBe("2 / span 2");
    expect(sm).toEqual(Array(12).fill("span 2"));
    expect(lg?.[9]).toBe("2 / span 2");
    expect(lg?.filter((value) => value !== "span 2")).toHaveLength(1);
    // Two photos: the second stays beside (or under) the tile, and the tile keeps its place.
    expect(
      placements(cssOf(album), 2)
        .flat()
        .every((value) => value === "span 2"),
    ).toBe(true);
  });

  it.each([
    ["the album page's photos", album],
    ["the gallery's cards", gallery],
  ] as const)("places every card of %s where its count says, whatever their count", (_, options) => {
    const rules = cssOf(options);
    for (let count = 1; count <= 25; count++)
      expect([count, placements(rules, count)]).toEqual([count, expected(count, options)]);
  });
});
