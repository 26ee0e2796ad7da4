import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";

export interface SectionHeadingProps {
  /** id the section's aria-labelledby points to. */
  id?: string;
  children: ReactNode;
  /** Small label above the heading. */
  eyebrow?: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  level?: 1 | 2 | 3;
  align?: "start" | "center";
  /** On a dark band the eyebrow and subtitle keep their contrast. */
  onDark?: boolean;
}

/** A section title in the display face with the site's thin red rule underneath, an optional eyebrow and subtitle. */
export function SectionHeading({
  id,
  children,
  eyebrow,
  subtitle,
  level = 2,
  align = "center",
  onDark = false,
}: SectionHeadingProps) {
  const theme = useTheme();
  const Heading = `h${level}` as const;
  const centred = align === "center";
  return (
    <div css={{ textAlign: centred ? "center" : "start", marginBottom: theme.space[7] }}>
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
          fontSize: level === 3 ? theme.fontSizes.h3 : theme.fontSizes.h2,
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

/** A section heading as the content writes it (a page copy's `sections` entry). */
export interface SectionCopy {
  heading: string;
  /** Words shown after the heading in the accent colour. */
  highlight?: string | null;
  subtitle?: string | null;
}

/** A SectionHeading whose words come from content: heading, highlighted words, subtitle. */
export function CopySectionHeading({
  copy,
  ...props
}: Omit<SectionHeadingProps, "children" | "subtitle"> & { copy: SectionCopy }) {
  return (
    <SectionHeading {...props} subtitle={copy.subtitle ?? undefined}>
      {copy.heading}
      {copy.highlight && (
        <>
          {" "}
          <Highlight onDark={props.onDark}>{copy.highlight}</Highlight>
        </>
      )}
    </SectionHeading>
  );
}
