/** 1 → "st", 2 → "nd", 3 → "rd", 11–13 → "th", 21 → "st", 111 → "th". */
export function ordinalSuffix(n: number): "st" | "nd" | "rd" | "th" {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return "th";
  switch (Math.abs(n) % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

/** 1 → "1st", 12 → "12th", 101 → "101st". */
export const ordinal = (n: number): string => `${n}${ordinalSuffix(n)}`;
