import { serializeStyles } from "@emotion/serialize";
import { centredGrid, centredGridRules, type CentredGridOptions } from "../../src/components/ui/layout";
import { theme } from "../../src/styles/theme";

/** The rules centredGrid writes, as CSS text. */
const cssOf = (options: Parameters<typeof centredGrid>[1]) =>
  serializeStyles(centredGrid(theme, options) as never).styles;

describe("centredGrid", () => {
  it("lays out two tracks a column, every card spanning two", () => {
    const css = cssOf({ count: 6, columns: { base: 1, sm: 2, lg: 3 }, gap: 5 });
    expect(css).toContain("grid-template-columns:repeat(2, minmax(0, 1fr))");
    expect(css).toContain("@media (min-width: 992px){grid-template-columns:repeat(6, minmax(0, 1fr));}");
    expect(css).toContain("& > li{grid-column:span 2;}");
    // Six cards fill rows of one, two and three: nothing moves.
    expect(css).not.toContain("nth-child");
  });

  it("starts a short last row half a card in per missing card, and puts it back where the row is full", () => {
    // Five cards: at two a row the fifth is alone (one card in: line 2); at three a row the 4th and 5th
    // (half a card in: line 2 of six tracks) and the fifth returns to its place.
    const css = cssOf({ count: 5, columns: { base: 1, sm: 2, lg: 3 }, gap: 5 });
    expect(css).toContain("@media (min-width: 576px){& > li:nth-child(5){grid-column:2 / span 2;}}");
    expect(css).toContain(
      "@media (min-width: 992px){& > li:nth-child(5){grid-column:span 2;}& > li:nth-child(4){grid-column:2 / span 2;}}",
    );
    // The same card alone in its row at two and at three a row: one card in, then a whole card in.
    expect(cssOf({ count: 7, columns: { base: 1, sm: 2, lg: 3 }, gap: 5 })).toContain(
      "@media (min-width: 992px){& > li:nth-child(7){grid-column:3 / span 2;}}",
    );
  });

  it("counts a double first tile's cells, and never moves the tile itself", () => {
    // Twelve photos, the first a whole row of two on a phone, then 2 × 2: the 12th is alone on a phone,
    // rows of three are full, and at four a row the last three start half a card in.
    const css = cssOf({
      count: 12,
      columns: { base: 2, sm: 3, lg: 4 },
      gap: 3,
      firstCells: { base: 2, sm: 4 },
    });
    expect(css).toContain("& > li:nth-child(12){grid-column:2 / span 2;}");
    expect(css).toContain("@media (min-width: 576px){& > li:nth-child(12){grid-column:span 2;}}");
    expect(css).toContain("@media (min-width: 992px){& > li:nth-child(10){grid-column:2 / span 2;}}");
    const tiny = cssOf({ count: 2, columns: { base: 2, sm: 3 }, gap: 3, firstCells: { base: 2, sm: 4 } });
    expect(tiny).not.toContain("nth-child(1)");
  });
});

/** The widths the grids change at: below the first breakpoint, then from sm and from lg up. */
const WIDTHS = ["base", theme.mq.up("sm"), theme.mq.up("lg")];

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

describe("centredGridRules", () => {
  const cssOfRules = (options: Parameters<typeof centredGridRules>[1]) =>
    serializeStyles(centredGridRules(theme, options) as never).styles;
  const album: Omit<CentredGridOptions, "count"> = {
    columns: { base: 2, sm: 3, lg: 4 },
    gap: { base: 3, lg: 4 },
    firstCells: { base: 2, sm: 4 },
  };
  const gallery: Omit<CentredGridOptions, "count"> = { columns: { base: 1, sm: 2, lg: 3 }, gap: 5 };

  it.each([
    ["the album page's photos", album],
    ["the gallery's cards", gallery],
  ] as const)("places every card of %s where centredGrid does, whatever their count", (_, options) => {
    const rules = cssOfRules(options);
    for (let count = 1; count <= 25; count++)
      expect([count, placements(rules, count)]).toEqual([
        count,
        placements(cssOf({ count, ...options }), count),
      ]);
  });

  it("writes the tracks and gaps centredGrid writes", () => {
    expect(cssOfRules(album)).toContain(cssOf({ count: 5, ...album }).split("& > li")[0]);
  });
});
