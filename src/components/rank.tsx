import { useTheme } from "@emotion/react";
import { ordinalSuffix } from "../lib/ordinal";

/** A competition rank: the number large, its ordinal suffix raised ("6th" reads as one word). */
export function Rank({ n, size = "md" }: { n: number; size?: "md" | "lg" }) {
  const theme = useTheme();
  return (
    <span
      css={{
        fontFamily: theme.fonts.display,
        fontWeight: theme.fontWeights.bold,
        lineHeight: 1,
        fontSize: size === "lg" ? theme.fontSizes.hero : theme.fontSizes.h3,
        whiteSpace: "nowrap",
      }}
    >
      {n}
      <span css={{ fontSize: "0.45em", verticalAlign: "0.9em", marginInlineStart: "0.05em" }}>
        {ordinalSuffix(n)}
      </span>
    </span>
  );
}
