import { useEffect, useId, useRef } from "react";
import { useTheme } from "@emotion/react";
import { buttonStyles } from "../ui";
import type { DialogMessage } from "../../lib/dialogs";

/** The forms' result dialog: a native modal <dialog>; focus returns to where it was. */
export function ResultDialog({ message, onClose }: { message: DialogMessage | null; onClose: () => void }) {
  const theme = useTheme();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !message) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function") {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute("open", "");
    }
    dialog.querySelector<HTMLButtonElement>("button")?.focus();
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      else dialog.removeAttribute("open");
      returnFocus.current?.focus();
    };
  }, [message]);

  if (!message) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      css={{
        border: 0,
        borderTop: `6px solid ${message.title === "Error!" ? theme.colors.danger : theme.colors.success}`,
        borderRadius: theme.radii.lg,
        padding: theme.space[6],
        maxWidth: "min(28rem, calc(100vw - 2rem))",
        boxShadow: theme.shadows.raised,
        color: theme.colors.text,
        "&::backdrop": { background: "rgba(17, 20, 24, 0.6)" },
      }}
    >
      <h2 id={titleId} css={{ marginTop: 0 }}>
        {message.title}
      </h2>
      <p id={textId}>{message.text}</p>
      <button type="button" onClick={onClose} css={buttonStyles(theme, "primary")}>
        OK
      </button>
    </dialog>
  );
}
