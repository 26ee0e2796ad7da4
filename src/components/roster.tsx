import { graphql } from "gatsby";
import { useTheme } from "@emotion/react";
import { FaUserGear } from "./icons/fa-user-gear";
import { cardGrid } from "./ui";

export const query = graphql`
  fragment TeamRoster on Roster {
    groups {
      name
      members {
        name
        post
      }
    }
  }
`;

/** A team's members by group (names and posts), or "To be updated soon" while it has no roster. */
export function Roster({ roster }: { roster: Queries.TeamRosterFragment | null }) {
  const theme = useTheme();
  if (!roster || roster.groups.length === 0) {
    return (
      <div
        css={{
          display: "flex",
          alignItems: "center",
          gap: theme.space[4],
          maxWidth: theme.sizes.prose,
          marginInline: "auto",
          padding: `${theme.space[4]} ${theme.space[5]}`,
          borderRadius: theme.radii.md,
          borderInlineStart: `4px solid ${theme.colors.accent}`,
          background: theme.colors.surface,
          color: theme.colors.textMuted,
        }}
      >
        <span
          aria-hidden="true"
          css={{
            display: "grid",
            placeItems: "center",
            flexShrink: 0,
            width: theme.sizes.tapTarget,
            height: theme.sizes.tapTarget,
            borderRadius: theme.radii.pill,
            background: theme.colors.bg,
            color: theme.colors.accent,
          }}
        >
          <FaUserGear />
        </span>
        <p css={{ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.semibold }}>
          To be updated soon
        </p>
      </div>
    );
  }
  return (
    <div css={{ display: "grid", gap: theme.space[7] }}>
      {roster.groups.map((group) => {
        const groupId = `roster-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <section key={group.name} aria-labelledby={groupId}>
            <h3
              id={groupId}
              css={{
                display: "flex",
                alignItems: "center",
                gap: theme.space[3],
                fontSize: theme.fontSizes.xl,
                textTransform: "uppercase",
                letterSpacing: "0.06em",
                "&::after": { content: '""', flexGrow: 1, height: 1, background: theme.colors.border },
              }}
            >
              {group.name}
            </h3>
            <ul css={cardGrid(theme, { minWidth: { base: "9.5rem", md: "14rem" }, gap: { base: 2, md: 3 } })}>
              {group.members.map((member) => (
                <li
                  key={`${member.name}-${member.post}`}
                  css={{
                    display: "flex",
                    flexDirection: "column",
                    padding: `${theme.space[2]} ${theme.space[3]}`,
                    [theme.mq.up("md")]: { padding: `${theme.space[3]} ${theme.space[4]}` },
                    overflowWrap: "anywhere",
                    background: theme.colors.surfaceRaised,
                    borderRadius: theme.radii.md,
                    borderInlineStart: `3px solid ${theme.colors.accent}`,
                    boxShadow: theme.shadows.card,
                  }}
                >
                  <strong css={{ fontWeight: theme.fontWeights.semibold }}>{member.name}</strong>
                  <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                    {member.post}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
