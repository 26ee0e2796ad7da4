import { serializeStyles } from "@emotion/serialize";
import { centredGrid } from "../../src/components/ui/layout";
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
