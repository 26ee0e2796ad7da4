import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";

export interface SectionHeadingProps {
  /** id the section's aria-labelledby points to. */
  id?: string;
  children: ReactNode;
  subtitle?: ReactNode;
  level?: 1 | 2 | 3;
  align?: "start" | "center";
}

/** A section title in the display face with the site's thin red rule underneath and an optional subtitle. */
export function SectionHeading({ id, children, subtitle, level = 2, align = "center" }: SectionHeadingProps) {
  const theme = useTheme();
  const Heading = `h${level}` as const;
  const centred = align === "center";
  return (
    <div css={{ textAlign: centred ? "center" : "start", marginBottom: theme.space[7] }}>
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
            color: theme.colors.textMuted,
          }}
        >
          {subtitle}
        </p>
      )}
    </div>
  );
}

/** A section heading as the content writes it (a page copy's `sections` entry), `highlight` in the accent colour. */
export interface SectionCopy {
  heading: string;
  highlight?: string | null;
  subtitle?: string | null;
}

/** A SectionHeading whose words come from content. */
export function CopySectionHeading({
  copy,
  ...props
}: Omit<SectionHeadingProps, "children" | "subtitle"> & { copy: SectionCopy }) {
  const theme = useTheme();
  return (
    <SectionHeading {...props} subtitle={copy.subtitle ?? undefined}>
      {copy.heading}
      {copy.highlight && (
        <>
          {" "}
          <span css={{ color: theme.colors.accent }}>{copy.highlight}</span>
        </>
      )}
    </SectionHeading>
  );
}
