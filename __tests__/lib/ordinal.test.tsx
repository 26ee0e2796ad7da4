import { ordinalSuffix } from "../../src/lib/ordinal";
import { Rank } from "../../src/components/rank";
import { renderWithTheme as render } from "../setup/render";

describe("ordinal suffixes", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [5, "5th"],
    [6, "6th"],
    [8, "8th"],
    [9, "9th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [101, "101st"],
    [111, "111th"],
    [112, "112th"],
    [113, "113th"],
  ])("%i → %s", (n, expected) => {
    expect(`${n}${ordinalSuffix(n)}`).toBe(expected);
  });

  it("gives the suffix alone", () => {
    expect(ordinalSuffix(13)).toBe("th");
    expect(ordinalSuffix(42)).toBe("nd");
  });
});

describe("Rank", () => {
  it("reads as one word: the number, then its raised suffix", () => {
    const { container } = render(<Rank n={13} size="lg" />);
    expect(container).toHaveTextContent(/^13th$/);
    expect(container.querySelector("span > span")).toHaveTextContent("th");
  });
});
