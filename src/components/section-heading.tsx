import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";

export interface SectionHeadingProps {
  /** id the section's aria-labelledby points to. */
  id?: string;
  children: ReactNode;
  /** Small label above the heading. */
  eyebrow?: string;
  align?: "start" | "center";
  level?: 2 | 3;
  /** Set on dark sections so the eyebrow keeps its contrast. */
  onDark?: boolean;
}

/** A section heading in the display face, underlined by the site's thin red rule. */
export function SectionHeading({
  id,
  children,
  eyebrow,
  align = "start",
  level = 2,
  onDark = false,
}: SectionHeadingProps) {
  const theme = useTheme();
  const Heading = level === 2 ? "h2" : "h3";
  const centered = align === "center";
  return (
    <div css={{ textAlign: centered ? "center" : "start", marginBottom: theme.space[6] }}>
      {eyebrow && (
        <p
          css={{
            fontFamily: theme.fonts.display,
            fontWeight: theme.fontWeights.bold,
            textTransform: "uppercase",
            letterSpacing: "0.12em",
            color: onDark ? theme.colors.accentOnDark : theme.colors.accent,
            margin: `0 0 ${theme.space[1]}`,
          }}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        css={{
          textTransform: "uppercase",
          margin: 0,
          "::after": {
            content: '""',
            display: "block",
            width: "3.5rem",
            height: 4,
            marginTop: theme.space[3],
            marginInline: centered ? "auto" : 0,
            background: theme.colors.accent,
            borderRadius: theme.radii.pill,
          },
        }}
      >
        {children}
      </Heading>
    </div>
  );
}
