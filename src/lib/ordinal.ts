const SUFFIXES = { one: "st", two: "nd", few: "rd", other: "th" } as const;
const ORDINAL_RULES = new Intl.PluralRules("en", { type: "ordinal" });

/** 1 → "st", 2 → "nd", 3 → "rd", 11–13 → "th", 21 → "st", 111 → "th". */
export const ordinalSuffix = (n: number): "st" | "nd" | "rd" | "th" =>
  SUFFIXES[ORDINAL_RULES.select(n) as keyof typeof SUFFIXES];
