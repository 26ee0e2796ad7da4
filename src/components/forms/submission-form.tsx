import { useRef, useState, type ReactNode } from "react";
import { Form } from "react-final-form";
import { useTheme } from "@emotion/react";
import { NAME_PARTS, NAME_PART_MAX_LENGTH } from "../../lib/form-fields";
import { HONEYPOT_FIELD, hasErrors } from "../../lib/validation";
import { apiUrl, type ApiResult } from "../../lib/api";
import { TextField } from "./field";
import { botCheckFields, Honeypot } from "./bot-check";
import { SubmitButton } from "./submit-button";
import { DIALOGS, ResultDialog, type DialogMessage } from "./result-dialog";
import { focusFirstInvalid } from "./focus";
import { useHydrated } from "../../hooks/use-hydrated";
import { formGrid } from "./layout";
import { useServerFormState } from "./server-state";

/** A form's values by input: the name's three parts, the honeypot and its other fields. */
export type FormValuesWithName = Record<string, string | undefined>;

export interface SubmissionFormProps {
  /** Accessible name of the form. */
  label: string;
  /** Whether the form asks for a name (its three inputs come first). */
  withName: boolean;
  /** The API path the browser posts the form to without the script; hydrated, the form sends JSON. */
  action: string;
  /** multipart/form-data when the form carries a file. */
  encType?: "multipart/form-data";
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  /** Inputs in page order after the name, for moving focus to the first problem. */
  order: readonly string[];
  /** Errors of the current values, keyed by input name (empty when valid). */
  validate: (values: FormValuesWithName) => Record<string, string>;
  /** Sends the values with the bot-check fields; the server's field errors come back keyed by input. */
  send: (values: FormValuesWithName, botCheck: object) => Promise<ApiResult<unknown>>;
  /** Maps the server's field errors onto the inputs. */
  serverErrors: (errors: Record<string, string | undefined>) => Record<string, string>;
  success: DialogMessage;
  /** Called after a success, once the fields are cleared. */
  onReset?: () => void;
  privacyNote: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/**
 * The frame shared by the contact and application forms: name inputs, validation with focus on the first
 * problem, one request at a time, the result dialog, the honeypot and the privacy note.
 */
export function SubmissionForm(props: SubmissionFormProps) {
  const theme = useTheme();
  const formRef = useRef<HTMLFormElement>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const hydrated = useHydrated();
  const server = useServerFormState();
  const order = [...(props.withName ? NAME_PARTS.map((part) => part.name) : []), ...props.order];

  return (
    <>
      <Form<FormValuesWithName>
        onSubmit={async (values, form) => {
          const result = await props.send(values, botCheckFields(values[HONEYPOT_FIELD]));
          if (result.ok) {
            setTimeout(() => {
              form.restart();
              props.onReset?.();
            });
            setDialog(props.success);
            return undefined;
          }
          setDialog(DIALOGS.failure);
          return props.serverErrors(result.errors);
        }}
        validate={props.validate}
        initialValues={server?.values}
        render={({ handleSubmit, submitting, form }) => (
          <form
            ref={formRef}
            noValidate={hydrated}
            method="post"
            action={server?.action ?? apiUrl(props.action)}
            encType={props.encType}
            aria-label={props.label}
            // One width for every form, wherever it stands.
            css={{ maxWidth: theme.sizes.prose }}
            onSubmit={(event) => {
              if (submitting) {
                event.preventDefault();
                return;
              }
              void handleSubmit(event);
              const { errors } = form.getState();
              if (errors && hasErrors(errors)) focusFirstInvalid(formRef.current, order, errors);
            }}
          >
            {props.withName && (
              <fieldset css={{ border: 0, padding: 0, margin: 0 }}>
                <legend
                  css={{ padding: 0, fontWeight: theme.fontWeights.semibold, marginBottom: theme.space[2] }}
                >
                  Your name
                  {/* Required as a whole: any one of the three parts will do. */}
                  <span aria-hidden="true"> *</span>
                  <span className="visually-hidden"> (required: fill in at least one part)</span>
                </legend>
                <div css={formGrid(theme, 3)}>
                  {NAME_PARTS.map((part) => (
                    <TextField
                      key={part.name}
                      idPrefix={props.idPrefix}
                      name={part.name}
                      label={part.label}
                      autoComplete={part.autocomplete}
                      maxLength={NAME_PART_MAX_LENGTH}
                    />
                  ))}
                </div>
              </fieldset>
            )}
            <div css={props.withName ? { marginTop: theme.space[4] } : undefined}>{props.children}</div>
            <Honeypot idPrefix={props.idPrefix} />
            <p
              css={{
                fontSize: theme.fontSizes.sm,
                color: theme.colors.textMuted,
                margin: `${theme.space[4]} 0`,
              }}
            >
              {props.privacyNote}
            </p>
            <SubmitButton label={props.submitLabel} busy={Boolean(submitting)} busyLabel={props.busyLabel} />
          </form>
        )}
      />
      <ResultDialog message={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
