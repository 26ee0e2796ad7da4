import type { ComponentType } from "react";
import { useTheme } from "@emotion/react";
import type { IconBaseProps } from "react-icons";
import { Reveal, cardGrid, cardSurface } from "./ui";

export interface Feature {
  heading: string;
  text: string;
}

export interface FeatureGridProps {
  /** The page copy's blocks (content/pages/<slug>.json). */
  features: readonly Feature[];
  /** One icon per feature, in the same order (decorative). */
  icons: readonly ComponentType<IconBaseProps>[];
}

/** Icon cards for a page's copy blocks: sponsor benefits, the perks of joining. */
export function FeatureGrid({ features, icons }: FeatureGridProps) {
  const theme = useTheme();
  return (
    <ul
      css={[
        cardGrid(theme, { minWidth: "15rem", fill: "auto-fit", gap: 5 }),
        // Each card spans three rows of the list (icon, title, text) and shares them with its row's
        // other cards: a one-line title beside a two-line one starts its text on the same line.
        { "& > li": { display: "grid", gridRow: "span 3", gridTemplateRows: "subgrid", rowGap: 0 } },
      ]}
    >
      {features.map((feature, index) => {
        const Icon = icons[index % icons.length];
        return (
          <Reveal as="li" key={feature.heading} delay={Math.min(100 + index * 100, 400)}>
            <article
              css={{
                display: "grid",
                gridRow: "1 / -1",
                gridTemplateRows: "subgrid",
                rowGap: 0,
                alignContent: "start",
                padding: theme.space[5],
                ...cardSurface(theme),
                borderTop: `4px solid ${theme.colors.accent}`,
              }}
            >
              {Icon ? (
                <span
                  css={{
                    display: "inline-grid",
                    placeItems: "center",
                    width: "3rem",
                    height: "3rem",
                    marginBottom: theme.space[4],
                    borderRadius: theme.radii.pill,
                    background: theme.colors.ink,
                    color: theme.colors.onAccent,
                  }}
                >
                  <Icon aria-hidden="true" focusable="false" size="1.35rem" />
                </span>
              ) : (
                <span />
              )}
              <h3 css={{ fontSize: theme.fontSizes.xl, textTransform: "uppercase" }}>{feature.heading}</h3>
              <p css={{ margin: 0, color: theme.colors.textMuted }}>{feature.text}</p>
            </article>
          </Reveal>
        );
      })}
    </ul>
  );
}
