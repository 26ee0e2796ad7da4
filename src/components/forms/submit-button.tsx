import { useTheme } from "@emotion/react";
import { buttonStyles } from "../ui";

/** The submit button: while busy a spinner, aria-busy, and presses ignored (it stays focusable). */
export function SubmitButton({
  label,
  busy,
  busyLabel,
}: {
  label: string;
  busy: boolean;
  busyLabel: string;
}) {
  const theme = useTheme();
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
      css={[buttonStyles(theme, "primary"), { minWidth: "9rem" }]}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            css={{
              width: 20,
              height: 20,
              borderRadius: "50%",
              border: `3px solid ${theme.colors.onAccent}`,
              borderRightColor: "transparent",
              animation: "form-spin 0.8s linear infinite",
              "@keyframes form-spin": { to: { transform: "rotate(360deg)" } },
            }}
          />
          <span className="visually-hidden">{busyLabel}</span>
        </>
      ) : (
        label
      )}
    </button>
  );
}
