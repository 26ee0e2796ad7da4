import { useRef, useState } from "react";
import { Form } from "react-final-form";
import { useTheme } from "@emotion/react";
import {
  HONEYPOT_FIELD,
  MAX_LENGTH,
  NAME_PART_MAX_LENGTH,
  cleanContact,
  hasErrors,
  joinName,
  validateContact,
  type ContactPayload,
  type FieldErrors,
} from "../../lib/validation";
import { postJson } from "../../lib/api";
import { TextAreaField, TextField } from "./field";
import { Honeypot, useBotCheck } from "./bot-check";
import { SubmitButton } from "./submit-button";
import { DIALOGS, ResultDialog, type DialogMessage } from "./result-dialog";
import { focusFirstInvalid } from "./focus";
import { formGrid } from "./layout";

export interface ContactValues {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  subject?: string;
  email?: string;
  phone?: string;
  message?: string;
  [HONEYPOT_FIELD]?: string;
}

/** Form fields in page order, for moving focus to the first problem. */
const ORDER = ["firstName", "middleName", "lastName", "subject", "email", "phone", "message"] as const;

const toPayload = (values: ContactValues) => ({
  name: joinName(values.firstName ?? "", values.middleName ?? "", values.lastName ?? ""),
  subject: values.subject,
  email: values.email,
  phone: values.phone,
  message: values.message,
});

/** The payload's errors keyed by the form's fields: the joined name's error sits on the first name. */
function toFieldErrors(errors: FieldErrors<ContactPayload>): Record<string, string> {
  const { name, ...rest } = errors;
  return { ...rest, ...(name ? { firstName: name } : {}) };
}

/** SEND US YOUR QUERY (SPEC §2 Contact, §4, §5, §8), posting to POST /api/message. */
export function ContactForm() {
  const theme = useTheme();
  const formRef = useRef<HTMLFormElement>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const botCheck = useBotCheck();

  return (
    <>
      <Form<ContactValues>
        onSubmit={async (values, form) => {
          const result = await postJson("/api/message", {
            ...cleanContact(toPayload(values)),
            ...botCheck(values[HONEYPOT_FIELD]),
          });
          if (result.ok) {
            setTimeout(() => form.restart());
            setDialog(DIALOGS.contactSuccess);
            return undefined;
          }
          setDialog(DIALOGS.failure);
          return toFieldErrors(result.errors as FieldErrors<ContactPayload>);
        }}
        validate={(values) => toFieldErrors(validateContact(toPayload(values)))}
        render={({ handleSubmit, submitting, form }) => (
          <form
            ref={formRef}
            noValidate
            aria-label="Send us your query"
            onSubmit={(event) => {
              if (submitting) {
                event.preventDefault();
                return;
              }
              void handleSubmit(event);
              const { errors } = form.getState();
              if (errors && hasErrors(errors)) focusFirstInvalid(formRef.current, ORDER, errors);
            }}
          >
            <fieldset css={{ border: 0, padding: 0, margin: 0 }}>
              <legend css={{ fontWeight: theme.fontWeights.semibold, marginBottom: theme.space[2] }}>
                Your name
              </legend>
              <div css={formGrid(theme, 3)}>
                <TextField
                  idPrefix="contact"
                  name="firstName"
                  label="First name"
                  autoComplete="given-name"
                  maxLength={NAME_PART_MAX_LENGTH}
                />
                <TextField
                  idPrefix="contact"
                  name="middleName"
                  label="Middle name"
                  autoComplete="additional-name"
                  maxLength={NAME_PART_MAX_LENGTH}
                />
                <TextField
                  idPrefix="contact"
                  name="lastName"
                  label="Last name"
                  autoComplete="family-name"
                  maxLength={NAME_PART_MAX_LENGTH}
                />
              </div>
            </fieldset>
            <div css={[formGrid(theme, 1), { marginTop: theme.space[4] }]}>
              <TextField idPrefix="contact" name="subject" label="Subject" maxLength={MAX_LENGTH.subject} />
              <div css={formGrid(theme, 2)}>
                <TextField
                  idPrefix="contact"
                  name="email"
                  label="E-mail"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  maxLength={MAX_LENGTH.email}
                />
                <TextField
                  idPrefix="contact"
                  name="phone"
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  maxLength={MAX_LENGTH.phone}
                />
              </div>
              <TextAreaField
                idPrefix="contact"
                name="message"
                label="Message"
                required
                height={100}
                maxLength={MAX_LENGTH.message}
              />
            </div>
            <Honeypot idPrefix="contact" />
            <p
              css={{
                fontSize: theme.fontSizes.sm,
                color: theme.colors.textMuted,
                margin: `${theme.space[4]} 0`,
              }}
            >
              We keep your message and contact details only to answer you, and delete them on request.
            </p>
            <SubmitButton label="Send" busy={Boolean(submitting)} busyLabel="Sending your message" />
          </form>
        )}
      />
      <ResultDialog message={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
