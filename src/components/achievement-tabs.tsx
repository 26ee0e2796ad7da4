import { useRef, useState, type KeyboardEvent } from "react";
import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaTrophy } from "./icons/fa-trophy";
import { Rank } from "./rank";
import { teamHue } from "./team-card";
import { island } from "./island";
import { cardStyles } from "./ui";

export const query = graphql`
  fragment AchievementCard on Achievement {
    slug
    event
    overallRank
    team {
      slug
      hue
    }
    subEvents {
      name
      rank
    }
  }
`;

export interface AchievementTab {
  slug: string;
  label: string;
  achievements: readonly Queries.AchievementCardFragment[];
}

export function tabsByTeam(
  teams: readonly { slug: string; shortName: string }[],
  achievements: readonly Queries.AchievementCardFragment[],
): AchievementTab[] {
  return teams.map((team) => ({
    slug: team.slug,
    label: team.shortName,
    achievements: achievements.filter((a) => a.team.slug === team.slug),
  }));
}

/**
 * WAI-ARIA tabs (automatic activation): one tab per team, exactly one panel shown. Left/Right move
 * between tabs (wrapping), Home/End jump to the first/last; only the selected tab is in the tab order.
 */
export function AchievementTabs({ tabs, label }: { tabs: readonly AchievementTab[]; label: string }) {
  const theme = useTheme();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        css={{
          display: "flex",
          justifyContent: "center",
          gap: theme.space[1],
          padding: theme.space[1],
          margin: `0 auto ${theme.space[7]}`,
          width: "fit-content",
          maxWidth: "100%",
          borderRadius: theme.radii.pill,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.slug}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.slug}`}
              aria-selected={isSelected}
              aria-controls={`panel-${tab.slug}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              css={{
                minHeight: theme.sizes.tapTarget,
                minWidth: "5.5rem",
                padding: `${theme.space[2]} ${theme.space[4]}`,
                whiteSpace: "nowrap",
                [theme.mq.up("md")]: { paddingInline: theme.space[6] },
                border: 0,
                borderRadius: theme.radii.pill,
                background: isSelected ? theme.colors.accent : "transparent",
                color: isSelected ? theme.colors.onAccent : theme.colors.text,
                fontFamily: theme.fonts.display,
                fontSize: theme.fontSizes.lg,
                fontWeight: theme.fontWeights.bold,
                letterSpacing: "0.06em",
                cursor: "pointer",
                transition: `background ${theme.motion.transition}ms, color ${theme.motion.transition}ms`,
                "&:hover": isSelected ? undefined : { background: theme.colors.border },
                // Forced colours would repaint the selected tab's red: it takes the selection colours.
                "@media (forced-colors: active)": isSelected
                  ? { forcedColorAdjust: "none", background: "Highlight", color: "HighlightText" }
                  : undefined,
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.slug}
          role="tabpanel"
          id={`panel-${tab.slug}`}
          aria-labelledby={`tab-${tab.slug}`}
          hidden={index !== selected}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- APG: a panel without focusable content takes focus itself
          tabIndex={0}
          css={{ borderRadius: theme.radii.lg }}
        >
          <ul
            css={{
              display: "flex",
              flexWrap: "wrap",
              justifyContent: "center",
              gap: theme.space[5],
              listStyle: "none",
              margin: 0,
              padding: 0,
            }}
          >
            {tab.achievements.map((achievement) => (
              <li key={achievement.slug} css={{ flex: "1 1 18rem", maxWidth: "26rem" }}>
                <AchievementCardView achievement={achievement} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** One result: the event, the OVERALL rank large, then the three sub-event ranks. */
export function AchievementCardView({ achievement }: { achievement: Queries.AchievementCardFragment }) {
  const theme = useTheme();
  const headingId = `achievement-${achievement.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      css={[
        cardStyles(theme),
        {
          height: "100%",
          display: "flex",
          flexDirection: "column",
          borderTop: `4px solid ${teamHue(theme, achievement.team.hue)}`,
        },
      ]}
    >
      <div
        css={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: theme.space[4],
          padding: `${theme.space[5]} ${theme.space[5]} ${theme.space[4]}`,
        }}
      >
        <div>
          <h2 id={headingId} css={{ fontSize: theme.fontSizes.h3, textTransform: "uppercase", margin: 0 }}>
            {achievement.event}
          </h2>
          <p
            css={{
              margin: `${theme.space[3]} 0 0`,
              display: "flex",
              alignItems: "baseline",
              gap: theme.space[3],
            }}
          >
            <span
              css={{
                fontFamily: theme.fonts.display,
                fontWeight: theme.fontWeights.bold,
                letterSpacing: "0.12em",
                color: theme.colors.textMuted,
              }}
            >
              OVERALL
            </span>{" "}
            <span css={{ color: theme.colors.accent }}>
              <Rank n={achievement.overallRank} size="lg" />
            </span>
          </p>
        </div>
        <FaTrophy aria-hidden="true" size="2.5rem" css={{ color: theme.colors.border, flexShrink: 0 }} />
      </div>
      <dl
        css={{
          margin: 0,
          padding: `${theme.space[2]} ${theme.space[5]} ${theme.space[4]}`,
          background: theme.colors.surface,
          flexGrow: 1,
        }}
      >
        {achievement.subEvents.map((sub) => (
          <div
            key={sub.name}
            css={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: theme.space[4],
              paddingBlock: theme.space[3],
              "& + &": { borderTop: `1px solid ${theme.colors.border}` },
            }}
          >
            <dt css={{ fontWeight: theme.fontWeights.semibold }}>{sub.name}</dt>
            <dd css={{ margin: 0 }}>
              <Rank n={sub.rank} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export const AchievementTabsIsland = island("achievement-tabs", AchievementTabs);
