import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { readableDay } from "../lib/recruitment";

export const query = graphql`
  fragment SponsorFiguresFields on SponsorFigures {
    from(formatString: "YYYY-MM-DD")
    to(formatString: "YYYY-MM-DD")
    pageViews
    logoSightings
  }
  fragment SponsorCase on PageCopy {
    sponsorContact {
      name
      post
      email
    }
    sponsorFigures {
      ...SponsorFiguresFields
    }
  }
`;

const count = (value: number): string => value.toLocaleString("en-GB");

/** "What your logo gets": the figures `report sponsors --publish` wrote; nothing without them. */
export function SponsorFigures({
  figures,
}: {
  figures: Queries.SponsorFiguresFieldsFragment | null | undefined;
}) {
  const theme = useTheme();
  if (!figures) return null;
  return (
    <div data-testid="sponsor-figures">
      <dl
        css={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fit, minmax(min(14rem, 100%), 1fr))",
          gap: theme.space[4],
          margin: 0,
          dd: {
            margin: 0,
            fontFamily: theme.fonts.display,
            fontSize: theme.fontSizes.h2,
            fontWeight: theme.fontWeights.bold,
            lineHeight: 1,
            color: theme.colors.accent,
          },
          dt: { marginTop: theme.space[2], color: theme.colors.textMuted },
          div: { display: "flex", flexDirection: "column-reverse" },
        }}
      >
        <div>
          <dt>page views of this site</dt>
          <dd>{count(figures.pageViews)}</dd>
        </div>
        <div>
          <dt>times a sponsor&apos;s logo was seen on screen</dt>
          <dd>{count(figures.logoSightings)}</dd>
        </div>
      </dl>
      <p css={{ marginTop: theme.space[3], fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
        From {readableDay(figures.from)} to {readableDay(figures.to)}, counted by the site itself without
        cookies.
      </p>
    </div>
  );
}
