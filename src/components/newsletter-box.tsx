import { useId, useRef, useState, type FormEvent } from "react";
import { useTheme } from "@emotion/react";
import { FaCheck } from "./icons/fa-check";
import { FaRegEnvelope } from "./icons/fa-reg-envelope";
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "../lib/email";
import { apiUrl } from "../lib/api";
import { apiPathOf } from "../lib/form-fields";
import { SUBSCRIBE_FORM } from "../lib/subscribe-form";
import { DIALOGS } from "../lib/dialogs";
import { buttonStyles } from "./ui";
import { island } from "./island";
import { useHydrated } from "../hooks/use-hydrated";
import { subscribeToNewsletter } from "../lib/newsletter";

export interface NewsletterBoxProps {
  /**
   * Subscribes an e-mail address to the newsletter. THE SEAM for the forms work: the downloads page
   * passes a local stand-in today; wire it to the real API there. It is called only with an address
   * that passed the local check; a rejection shows an error and lets the visitor try again.
   */
  subscribe: (email: string) => Promise<void>;
  /** Text under the heading (the downloads page copy). */
  description?: string;
  /** Where the browser posts the form itself, before the page's script runs or without it. */
  action?: string;
}

type Status = "idle" | "sending" | "sent" | "failed";

export const SENT_MESSAGE = DIALOGS.subscribeSuccess.text;
export const FAILED_MESSAGE = "Sorry, that did not work. Please try again in a few minutes.";

/** The 'NewsLetter coming soon' box: an e-mail field and Notify me, which turns to 'Sent'. */
export function NewsletterBox({
  subscribe,
  description,
  action = apiPathOf(SUBSCRIBE_FORM),
}: NewsletterBoxProps) {
  const theme = useTheme();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const headingId = `${id}-heading`;
  const busy = status === "sending" || status === "sent";
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!isValidEmail(email)) {
      setError(INVALID_EMAIL_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setStatus("sending");
    try {
      await subscribe(email.trim());
      setStatus("sent");
    } catch {
      setStatus("failed");
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      css={{
        position: "relative",
        overflow: "hidden",
        padding: theme.space[5],
        borderRadius: theme.radii.lg,
        background: `linear-gradient(135deg, ${theme.colors.ink} 0%, ${theme.colors.inkSoft} 100%)`,
        color: theme.colors.textOnDark,
        boxShadow: theme.shadows.raised,
        borderLeft: `6px solid ${theme.colors.accent}`,
        [theme.mq.up("md")]: { padding: theme.space[7] },
        ":focus-visible, & :focus-visible": { outlineColor: theme.colors.focusOnDark },
      }}
    >
      <FaRegEnvelope
        aria-hidden="true"
        focusable="false"
        size="9rem"
        css={{
          position: "absolute",
          right: `-${theme.space[5]}`,
          top: `-${theme.space[5]}`,
          opacity: 0.07,
          transform: "rotate(-12deg)",
        }}
      />
      <h2 id={headingId} css={{ textTransform: "uppercase", position: "relative" }}>
        NewsLetter coming soon
      </h2>
      {description && (
        <p css={{ color: theme.colors.textOnDarkMuted, maxWidth: "60ch", position: "relative" }}>
          {description}
        </p>
      )}
      <form
        noValidate={hydrated}
        method="post"
        action={apiUrl(action)}
        onSubmit={onSubmit}
        css={{ position: "relative", maxWidth: "36rem" }}
      >
        <label
          htmlFor={inputId}
          css={{ display: "block", fontWeight: theme.fontWeights.semibold, marginBottom: theme.space[2] }}
        >
          Your e-mail address
        </label>
        <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space[3] }}>
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Enter Your Email"
            value={email}
            readOnly={status === "sent"}
            aria-required="true"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
              if (status === "failed") setStatus("idle");
            }}
            css={{
              flex: "1 1 14rem",
              minWidth: 0,
              minHeight: 48,
              padding: `${theme.space[2]} ${theme.space[4]}`,
              borderRadius: theme.radii.pill,
              border: `2px solid ${error ? theme.colors.accentOnDark : theme.colors.borderOnDark}`,
              background: theme.colors.bg,
              color: theme.colors.text,
              font: "inherit",
              "::placeholder": { color: theme.colors.textMuted, opacity: 1 },
            }}
          />
          <button
            type="submit"
            aria-disabled={busy ? true : undefined}
            css={[
              buttonStyles(theme, "primary"),
              { flex: "0 0 auto", minHeight: 48 },
              status === "sent" && {
                background: theme.colors.success,
                "&:hover, &[aria-disabled='true']": {
                  background: theme.colors.success,
                  opacity: 1,
                  cursor: "default",
                },
              },
            ]}
          >
            {status === "sent" && <FaCheck aria-hidden="true" focusable="false" />}
            {status === "sent" ? "Sent" : status === "sending" ? "Sending…" : "Notify me"}
          </button>
        </div>
        {error && (
          <p
            id={errorId}
            css={{
              margin: `${theme.space[2]} 0 0`,
              color: theme.colors.accentOnDark,
              fontWeight: theme.fontWeights.semibold,
            }}
          >
            {error}
          </p>
        )}
        <p aria-live="polite" css={{ margin: `${theme.space[3]} 0 0`, minHeight: "1.6em" }}>
          {status === "sent" && SENT_MESSAGE}
          {status === "failed" && FAILED_MESSAGE}
        </p>
      </form>
    </section>
  );
}

/** The downloads page's box, an island: it subscribes through the API (src/lib/newsletter.ts). */
function DownloadsNewsletterBox({ description }: { description?: string }) {
  return <NewsletterBox subscribe={subscribeToNewsletter} description={description} />;
}

export const NewsletterBoxIsland = island("newsletter-box", DownloadsNewsletterBox, { hydrateOn: "visible" });
