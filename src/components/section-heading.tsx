import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";

export interface SectionHeadingProps {
  id: string;
  children: ReactNode;
  subtitle?: ReactNode;
  level?: 1 | 2 | 3;
  align?: "start" | "center";
  /** On a dark band the subtitle turns light. */
  onDark?: boolean;
}

/** A section title in the display face with the site's thin red rule underneath, and an optional subtitle. */
export function SectionHeading({
  id,
  children,
  subtitle,
  level = 2,
  align = "center",
  onDark = false,
}: SectionHeadingProps) {
  const theme = useTheme();
  const Heading = `h${level}` as const;
  const centred = align === "center";
  return (
    <div
      css={{
        textAlign: centred ? "center" : "start",
        marginBottom: theme.space[7],
      }}
    >
      <Heading
        id={id}
        css={{
          fontSize: theme.fontSizes.h2,
          textTransform: "uppercase",
          letterSpacing: "0.03em",
          margin: 0,
          "&::after": {
            content: '""',
            display: "block",
            width: theme.space[8],
            height: "4px",
            marginTop: theme.space[3],
            marginInline: centred ? "auto" : 0,
            background: theme.colors.accent,
            borderRadius: theme.radii.pill,
          },
        }}
      >
        {children}
      </Heading>
      {subtitle && (
        <p
          css={{
            margin: `${theme.space[4]} ${centred ? "auto" : "0"} 0`,
            maxWidth: theme.sizes.prose,
            fontSize: theme.fontSizes.lg,
            color: onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted,
          }}
        >
          {subtitle}
        </p>
      )}
    </div>
  );
}

/** Words of a heading picked out in the accent colour (e.g. "College Heads"). */
export function Highlight({ children, onDark = false }: { children: ReactNode; onDark?: boolean }) {
  const theme = useTheme();
  return <span css={{ color: onDark ? theme.colors.accentOnDark : theme.colors.accent }}>{children}</span>;
}
