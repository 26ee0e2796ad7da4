import { useId, type ReactNode } from "react";
import { useTheme } from "@emotion/react";
import { SectionHeading, type SectionHeadingProps } from "../section-heading";
import { Container } from "./container";

export type Tone = "light" | "muted" | "dark";

/** The heading a Section draws as its first child: SectionHeading's props, with its words as `text`. */
export type SectionHeadingSpec = Omit<SectionHeadingProps, "children"> & {
  /** The heading's words. */
  text: ReactNode;
};

interface SectionBaseProps {
  tone?: Tone;
  narrow?: boolean;
  children: ReactNode;
  className?: string;
}

export type SectionProps = SectionBaseProps &
  (
    | {
        /**
         * The section's own heading, drawn first and naming the region. Its id is generated
         * (`useId`) unless `heading.id` gives a stable one.
         */
        heading: SectionHeadingSpec;
        labelledBy?: never;
      }
    | {
        heading?: never;
        /** id of the section's heading when it sits elsewhere in the section, so the region is named by it. */
        labelledBy?: string;
      }
  );

/** A full-width band of the page holding a centred container, optionally opening with its SectionHeading. */
export function Section({ heading, labelledBy, tone = "light", narrow, children, className }: SectionProps) {
  const theme = useTheme();
  const generatedId = useId();
  const headingId = heading ? (heading.id ?? generatedId) : undefined;
  const background = { light: theme.colors.bg, muted: theme.colors.surface, dark: theme.colors.ink }[tone];
  const color = tone === "dark" ? theme.colors.textOnDark : theme.colors.text;
  let content = children;
  if (heading) {
    const { text, ...headingProps } = heading;
    content = (
      <>
        <SectionHeading {...headingProps} id={headingId}>
          {text}
        </SectionHeading>
        {children}
      </>
    );
  }
  return (
    <section
      aria-labelledby={headingId ?? labelledBy}
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
      <Container narrow={narrow}>{content}</Container>
    </section>
  );
}
