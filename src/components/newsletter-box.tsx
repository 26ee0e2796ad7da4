import { useState, type FormEvent } from "react";
import { useTheme } from "@emotion/react";
import { FaCheck } from "./icons/fa-check";
import { FaRegEnvelope } from "./icons/fa-reg-envelope";
import { apiUrl } from "../lib/api";
import { apiPathOf } from "../lib/form-fields";
import { SUBSCRIBE_FORM } from "../lib/subscribe-form";
import { cleanForm, validateForm } from "../lib/validation";
import { DIALOGS } from "../lib/dialogs";
import { buttonStyles } from "./ui";
import { island } from "./island";
import { useHydrated } from "../hooks/use-hydrated";
import { subscribeToNewsletter } from "../lib/newsletter";

/** The ids' fixed prefix: useId would differ between the server's page tree and the island's own root. */
const ID_PREFIX = "newsletter";

interface NewsletterBoxProps {
  /** Text under the heading (the downloads page copy). */
  description?: string;
}

type Status = "idle" | "sending" | "sent" | "failed";

const SENT_MESSAGE = DIALOGS.subscribeSuccess.text;
const FAILED_MESSAGE = "Sorry, that did not work. Please try again in a few minutes.";

/**
 * The 'NewsLetter coming soon' box: the fields of src/lib/subscribe-form.ts and Notify me, which subscribes
 * through the API (src/lib/newsletter.ts); a refusal shows an error and lets the visitor try again.
 */
export function NewsletterBox({ description }: NewsletterBoxProps) {
  const theme = useTheme();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [status, setStatus] = useState<Status>("idle");
  const fields = SUBSCRIBE_FORM.fields;
  const inputId = (name: string) => `${ID_PREFIX}-${name}`;
  const headingId = `${ID_PREFIX}-heading`;
  const busy = status === "sending" || status === "sent";
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string | undefined> = validateForm(SUBSCRIBE_FORM, values);
    const invalid = fields.find((field) => found[field.name]);
    setErrors(found);
    if (invalid) {
      document.getElementById(inputId(invalid.name))?.focus();
      return;
    }
    setStatus("sending");
    try {
      await subscribeToNewsletter(cleanForm(SUBSCRIBE_FORM, values));
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
        action={apiUrl(apiPathOf(SUBSCRIBE_FORM))}
        onSubmit={onSubmit}
        css={{ position: "relative", maxWidth: "36rem" }}
      >
        {fields.map((field, index) => {
          const error = errors[field.name];
          return (
            <div key={field.name} css={index > 0 ? { marginTop: theme.space[3] } : undefined}>
              <label
                htmlFor={inputId(field.name)}
                css={{
                  display: "block",
                  fontWeight: theme.fontWeights.semibold,
                  marginBottom: theme.space[2],
                }}
              >
                {field.label}
              </label>
              <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space[3] }}>
                <input
                  id={inputId(field.name)}
                  type={field.kind === "email" || field.kind === "tel" ? field.kind : "text"}
                  name={field.name}
                  autoComplete={field.autocomplete}
                  inputMode={field.kind === "email" || field.kind === "tel" ? field.kind : undefined}
                  placeholder={field.placeholder}
                  maxLength={field.max}
                  value={values[field.name] ?? ""}
                  readOnly={status === "sent"}
                  aria-required={field.required ? true : undefined}
                  required={field.required ? true : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId(field.name)}-error` : undefined}
                  onChange={(event) => {
                    const value = event.target.value;
                    setValues((current) => ({ ...current, [field.name]: value }));
                    if (error) setErrors((current) => ({ ...current, [field.name]: undefined }));
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
                {/* The button sits beside the last field. */}
                {index === fields.length - 1 && (
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
                    {status === "sent" ? "Sent" : status === "sending" ? "Sending…" : SUBSCRIBE_FORM.submit}
                  </button>
                )}
              </div>
              {error && (
                <p
                  id={`${inputId(field.name)}-error`}
                  css={{
                    margin: `${theme.space[2]} 0 0`,
                    color: theme.colors.accentOnDark,
                    fontWeight: theme.fontWeights.semibold,
                  }}
                >
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <p aria-live="polite" css={{ margin: `${theme.space[3]} 0 0`, minHeight: "1.6em" }}>
          {status === "sent" && SENT_MESSAGE}
          {status === "failed" && FAILED_MESSAGE}
        </p>
      </form>
    </section>
  );
}

export const NewsletterBoxIsland = island("newsletter-box", NewsletterBox, { hydrateOn: "visible" });
