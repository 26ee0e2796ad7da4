import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";
import { SectionHeading, type SectionHeadingProps } from "../section-heading";
import { Container } from "./container";

export type Tone = "light" | "muted" | "dark";

type SectionProps = {
  tone?: Tone;
  narrow?: boolean;
  children: ReactNode;
  className?: string;
} & (
  | {
      /** The heading drawn first, naming the region. */
      heading: Omit<SectionHeadingProps, "children"> & { id: string; text: ReactNode };
      labelledBy?: never;
    }
  | {
      heading?: never;
      /** id of the section's heading when it sits elsewhere in the section. */
      labelledBy?: string;
    }
);

/** A full-width band of the page holding a centred container, optionally opening with its SectionHeading. */
export function Section({ heading, labelledBy, tone = "light", narrow, children, className }: SectionProps) {
  const theme = useTheme();
  const background = { light: theme.colors.bg, muted: theme.colors.surface, dark: theme.colors.ink }[tone];
  const color = tone === "dark" ? theme.colors.textOnDark : theme.colors.text;
  return (
    <section
      aria-labelledby={heading?.id ?? labelledBy}
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
      <Container narrow={narrow}>
        {heading && <SectionHeading {...heading}>{heading.text}</SectionHeading>}
        {children}
      </Container>
    </section>
  );
}
