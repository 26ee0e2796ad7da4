import type { ReactNode } from "react";
import { useTheme } from "@emotion/react";
import { Container } from "./container";

interface PageHeaderProps {
  title: ReactNode;
  /** Small label above the title, e.g. "About Us". */
  eyebrow?: string;
  intro?: ReactNode;
  /** Breadcrumb or other navigation shown above the title. */
  before?: ReactNode;
}

/** The dark title band that opens every inner page, holding its one h1. */
export function PageHeader({ title, eyebrow, intro, before }: PageHeaderProps) {
  const theme = useTheme();
  return (
    <header
      css={{
        background: `linear-gradient(135deg, ${theme.colors.ink} 0%, ${theme.colors.inkSoft} 100%)`,
        color: theme.colors.textOnDark,
        paddingBlock: `${theme.space[8]} ${theme.space[7]}`,
        borderBottom: `4px solid ${theme.colors.accent}`,
        a: { color: theme.colors.textOnDark },
        ":focus-visible, & :focus-visible": { outlineColor: theme.colors.focusOnDark },
      }}
    >
      <Container>
        {before}
        {eyebrow && (
          <p
            css={{
              fontFamily: theme.fonts.display,
              textTransform: "uppercase",
              letterSpacing: "0.12em",
              color: theme.colors.accentOnDark,
              fontWeight: theme.fontWeights.bold,
              margin: `0 0 ${theme.space[2]}`,
            }}
          >
            {eyebrow}
          </p>
        )}
        <h1 css={{ margin: 0 }}>{title}</h1>
        {intro && (
          <p
            css={{
              maxWidth: theme.sizes.prose,
              color: theme.colors.textOnDarkMuted,
              fontSize: theme.fontSizes.lg,
              margin: `${theme.space[4]} 0 0`,
            }}
          >
            {intro}
          </p>
        )}
      </Container>
    </header>
  );
}
