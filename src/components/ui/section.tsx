import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";
import { Container } from "./container";

export type Tone = "light" | "muted" | "dark";

export interface SectionProps {
  /** id of the section's heading, so the region is named by it. */
  labelledBy?: string;
  tone?: Tone;
  narrow?: boolean;
  children: ReactNode;
  className?: string;
}

/** A full-width band of the page holding a centred container. */
export function Section({ labelledBy, tone = "light", narrow, children, className }: SectionProps) {
  const theme = useTheme();
  const background = { light: theme.colors.bg, muted: theme.colors.surface, dark: theme.colors.ink }[tone];
  const color = tone === "dark" ? theme.colors.textOnDark : theme.colors.text;
  return (
    <section
      aria-labelledby={labelledBy}
      className={className}
      css={{
        background,
        color,
        paddingBlock: theme.space[8],
        [theme.mq.up("md")]: { paddingBlock: theme.space[9] },
        ...(tone === "dark" && {
          a: { color: theme.colors.accentOnDark },
          ":focus-visible, & :focus-visible": { outlineColor: theme.colors.focusOnDark },
        }),
      }}
    >
      <Container narrow={narrow}>{children}</Container>
    </section>
  );
}
