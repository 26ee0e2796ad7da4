import { useState } from "react";
import { useTheme } from "@emotion/react";
import { FaCheck } from "./icons/fa-check";
import { FaRegCopy } from "./icons/fa-reg-copy";
import { FaTriangleExclamation } from "./icons/fa-triangle-exclamation";
import { island } from "./island";
import { copyLabel } from "../lib/format";

export interface BankRow {
  slug: string;
  label: string;
  value: string;
}

export const COPY_FAILED = "Copy failed — select the value and copy it by hand";

type RowState = { slug: string; result: "copied" | "failed" } | null;

/**
 * The Bank Details panel of Support Us: a copy button per row; one row shows its result at a time, and a
 * refused clipboard is said so.
 */
export function BankDetails({ rows, headingId }: { rows: readonly BankRow[]; headingId: string }) {
  const theme = useTheme();
  const [state, setState] = useState<RowState>(null);
  const [announcement, setAnnouncement] = useState("");

  const onCopy = async (row: BankRow) => {
    if (state?.slug === row.slug && state.result === "copied") {
      setState(null);
      setAnnouncement("");
      return;
    }
    try {
      // Throws too where the Clipboard API is missing (an insecure origin).
      await navigator.clipboard.writeText(row.value);
      setState({ slug: row.slug, result: "copied" });
      setAnnouncement(`${row.label} copied`);
    } catch {
      setState({ slug: row.slug, result: "failed" });
      setAnnouncement(`${row.label}: ${COPY_FAILED}`);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      css={{
        maxWidth: "36rem",
        background: theme.colors.surfaceRaised,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.raised,
        overflow: "hidden",
      }}
    >
      <h2
        id={headingId}
        css={{
          margin: 0,
          padding: `${theme.space[4]} ${theme.space[5]}`,
          background: theme.colors.ink,
          color: theme.colors.textOnDark,
          fontSize: theme.fontSizes.h3,
          textTransform: "uppercase",
          borderBottom: `4px solid ${theme.colors.accent}`,
        }}
      >
        Bank Details
      </h2>
      <dl css={{ margin: 0, padding: `${theme.space[2]} ${theme.space[5]} ${theme.space[4]}` }}>
        {rows.map((row) => {
          const result = state?.slug === row.slug ? state.result : null;
          return (
            <div
              key={row.slug}
              css={{
                paddingBlock: theme.space[3],
                borderBottom: `1px solid ${theme.colors.border}`,
                "&:last-of-type": { borderBottom: 0 },
              }}
            >
              <dt
                css={{
                  fontSize: theme.fontSizes.xs,
                  fontWeight: theme.fontWeights.semibold,
                  textTransform: "uppercase",
                  letterSpacing: "0.08em",
                  color: theme.colors.textMuted,
                }}
              >
                {row.label}
              </dt>
              <dd
                css={{
                  margin: 0,
                  display: "grid",
                  gridTemplateColumns: "minmax(0, 1fr) auto",
                  alignItems: "center",
                  columnGap: theme.space[3],
                }}
              >
                <span
                  css={{
                    fontSize: theme.fontSizes.lg,
                    fontWeight: theme.fontWeights.semibold,
                    fontVariantNumeric: "tabular-nums",
                    overflowWrap: "anywhere",
                    WebkitUserSelect: "all", // Safari (src/lib/emotion-cache.ts writes no prefixes)
                    userSelect: "all",
                  }}
                >
                  {row.value}
                </span>
                <button
                  type="button"
                  aria-label={copyLabel(row.label)}
                  onClick={() => void onCopy(row)}
                  css={{
                    display: "inline-grid",
                    placeItems: "center",
                    width: theme.sizes.tapTarget,
                    height: theme.sizes.tapTarget,
                    padding: 0,
                    borderRadius: theme.radii.md,
                    border: `1px solid ${result === "copied" ? theme.colors.success : theme.colors.border}`,
                    background: result === "copied" ? theme.colors.success : theme.colors.surface,
                    color: result === "copied" ? theme.colors.onAccent : theme.colors.text,
                    cursor: "pointer",
                    transition: `background ${theme.motion.transition}ms, color ${theme.motion.transition}ms`,
                    "&:hover": { borderColor: theme.colors.accent },
                  }}
                >
                  {result === "copied" ? (
                    <FaCheck aria-hidden="true" focusable="false" />
                  ) : (
                    <FaRegCopy aria-hidden="true" focusable="false" />
                  )}
                </button>
                {result && (
                  <span
                    css={{
                      gridColumn: "1 / -1",
                      marginTop: theme.space[1],
                      display: "flex",
                      alignItems: "baseline",
                      gap: theme.space[2],
                      fontSize: theme.fontSizes.sm,
                      svg: { flex: "0 0 auto", alignSelf: "flex-start", marginTop: "0.3em" },
                      fontWeight: theme.fontWeights.semibold,
                      color: result === "copied" ? theme.colors.success : theme.colors.danger,
                    }}
                  >
                    {result === "copied" ? (
                      <FaCheck aria-hidden="true" focusable="false" />
                    ) : (
                      <FaTriangleExclamation aria-hidden="true" focusable="false" />
                    )}
                    {result === "copied" ? "Copied" : COPY_FAILED}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}

export const BankDetailsIsland = island("bank-details", BankDetails);
