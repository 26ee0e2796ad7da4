import { useRef, useState } from "react";
import { Form } from "react-final-form";
import { css, useTheme, type Theme } from "@emotion/react";
import {
  NAME_PARTS,
  NAME_PART_MAX_LENGTH,
  apiPathOf,
  inputNameOf,
  type FieldSpec,
  type FormSpec,
} from "../../lib/form-fields";
import {
  HONEYPOT_FIELD,
  cleanForm,
  errorsByInput,
  payloadFromInputs,
  validateForm,
} from "../../lib/validation";
import { apiUrl, postJson } from "../../lib/api";
import { DIALOGS, type DialogMessage } from "../../lib/dialogs";
import { useHydrated } from "../../hooks/use-hydrated";
import { SelectField, TextAreaField, TextField } from "./field";
import { ResumeUpload } from "./resume-upload";
import { botCheckFields, Honeypot } from "./bot-check";
import { SubmitButton } from "./submit-button";
import { ResultDialog } from "./result-dialog";
import { useServerFormState } from "./server-state";

/** A form's values by input: the name's three parts, the honeypot and its other fields. */
type FormValues = Record<string, string | undefined>;

/** Form rows: one column on phones, `columns` from the md breakpoint. */
const formGrid = (theme: Theme, columns: number) => css`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${theme.mq.up("md")} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;

/** One described field as its control: label, limit, autocomplete and required mark from the description. */
function DescribedField({ field, idPrefix }: { field: FieldSpec; idPrefix: string }) {
  const base = {
    idPrefix,
    name: field.name,
    label: field.label,
    required: field.required !== undefined,
    maxLength: field.max,
    wide: field.wide,
  };
  switch (field.kind) {
    case "textarea":
      return <TextAreaField {...base} height={100} />;
    case "select":
      return <SelectField {...base} options={field.options ?? []} placeholder={field.placeholder ?? ""} />;
    case "file":
      return <ResumeUpload idPrefix={idPrefix} name={field.name} label={field.label} wide={field.wide} />;
    default: {
      const typed = field.kind === "email" || field.kind === "tel" ? field.kind : undefined;
      return (
        <TextField
          {...base}
          type={typed}
          inputMode={typed}
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
        />
      );
    }
  }
}

/**
 * A form drawn from its description (src/lib/forms.ts): the name's inputs, then the other fields in a
 * two-column grid (one on phones), wide fields across it. Validation moves focus to the first problem;
 * one request at a time; the result in a dialog.
 */
export function DescribedForm({ spec, idPrefix }: { spec: FormSpec; idPrefix: string }) {
  const theme = useTheme();
  const formRef = useRef<HTMLFormElement>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  // A new upload widget after each success: no file chosen, not uploaded.
  const [generation, setGeneration] = useState(0);
  const hydrated = useHydrated();
  const server = useServerFormState();
  const withName = spec.fields.some((field) => field.kind === "name");
  const fields = spec.fields.filter((field) => field.kind !== "name");
  const order = [...(withName ? NAME_PARTS.map((part) => part.name) : []), ...fields.map(inputNameOf)];
  const toPayload = (values: FormValues) => payloadFromInputs(spec, values);
  const action = apiPathOf(spec);

  return (
    <>
      <Form<FormValues>
        onSubmit={async (values, form) => {
          const botCheck = botCheckFields(values[HONEYPOT_FIELD]);
          const result = await postJson(action, { ...cleanForm(spec, toPayload(values)), ...botCheck });
          if (result.ok) {
            setTimeout(() => {
              form.restart();
              setGeneration((n) => n + 1);
            });
            setDialog(spec.success);
            return undefined;
          }
          setDialog(DIALOGS.failure);
          return errorsByInput(spec, result.errors);
        }}
        validate={(values) => errorsByInput(spec, validateForm(spec, toPayload(values)))}
        initialValues={server?.values}
        render={({ handleSubmit, submitting, form }) => (
          <form
            ref={formRef}
            noValidate={hydrated}
            method="post"
            action={server?.action ?? apiUrl(action)}
            encType={fields.some((field) => field.kind === "file") ? "multipart/form-data" : undefined}
            aria-label={spec.title}
            // One width for every form, wherever it stands.
            css={{ maxWidth: theme.sizes.prose }}
            onSubmit={(event) => {
              if (submitting) {
                event.preventDefault();
                return;
              }
              void handleSubmit(event);
              const { errors = {} } = form.getState();
              const first = order.find((name) => name in errors);
              const element = first && formRef.current?.elements.namedItem(first);
              if (element instanceof HTMLElement) element.focus();
            }}
          >
            {withName && (
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
                      idPrefix={idPrefix}
                      name={part.name}
                      label={part.label}
                      autoComplete={part.autocomplete}
                      maxLength={NAME_PART_MAX_LENGTH}
                    />
                  ))}
                </div>
              </fieldset>
            )}
            <div css={withName ? { marginTop: theme.space[4] } : undefined}>
              <div css={formGrid(theme, 2)}>
                {fields.map((field) => (
                  <DescribedField
                    key={field.kind === "file" ? `${field.name}-${generation}` : field.name}
                    field={field}
                    idPrefix={idPrefix}
                  />
                ))}
              </div>
            </div>
            <Honeypot idPrefix={idPrefix} />
            <p
              css={{
                fontSize: theme.fontSizes.sm,
                color: theme.colors.textMuted,
                margin: `${theme.space[4]} 0`,
              }}
            >
              {spec.privacyNote}
            </p>
            <SubmitButton
              label={spec.submit}
              busy={Boolean(submitting)}
              busyLabel={spec.busy ?? spec.submit}
            />
          </form>
        )}
      />
      <ResultDialog message={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
