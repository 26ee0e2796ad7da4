import { useState } from "react";
import { useTheme } from "@emotion/react";
import { apiPathOf, inputNameOf, type FieldSpec, type FormSpec } from "../../lib/form-fields";
import { cleanForm, errorsByInput, payloadFromInputs, validateForm } from "../../lib/validation";
import { postJson } from "../../lib/api";
import { SelectField, TextAreaField, TextField } from "./field";
import { ResumeUpload } from "./resume-upload";
import { SubmissionForm, type FormValuesWithName } from "./submission-form";
import { formGrid } from "./layout";

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
    case "email":
    case "tel":
      return (
        <TextField
          {...base}
          type={field.kind}
          inputMode={field.kind}
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
        />
      );
    default:
      return <TextField {...base} autoComplete={field.autocomplete} placeholder={field.placeholder} />;
  }
}

/**
 * A form drawn from its description (src/lib/forms.ts): the name's inputs, then the other fields in a
 * two-column grid (one on phones), wide fields across it.
 */
export function DescribedForm({ spec, idPrefix }: { spec: FormSpec; idPrefix: string }) {
  const theme = useTheme();
  // A new upload widget after each success: no file chosen, not uploaded.
  const [generation, setGeneration] = useState(0);
  const fields = spec.fields.filter((field) => field.kind !== "name");
  const file = fields.find((field) => field.kind === "file");
  const toPayload = (values: FormValuesWithName) => payloadFromInputs(spec, values);
  const action = apiPathOf(spec);
  return (
    <SubmissionForm
      label={spec.title}
      withName={spec.fields.some((field) => field.kind === "name")}
      idPrefix={idPrefix}
      order={fields.map(inputNameOf)}
      validate={(values) => errorsByInput(spec, validateForm(spec, toPayload(values)))}
      action={action}
      encType={file ? "multipart/form-data" : undefined}
      send={(values, botCheck) => postJson(action, { ...cleanForm(spec, toPayload(values)), ...botCheck })}
      serverErrors={(errors) => errorsByInput(spec, errors)}
      success={spec.success}
      onReset={file ? () => setGeneration((n) => n + 1) : undefined}
      privacyNote={spec.privacyNote ?? ""}
      submitLabel={spec.submit}
      busyLabel={spec.busy ?? spec.submit}
    >
      <div css={formGrid(theme, 2)}>
        {fields.map((field) => (
          <DescribedField
            key={field.kind === "file" ? `${field.name}-${generation}` : field.name}
            field={field}
            idPrefix={idPrefix}
          />
        ))}
      </div>
    </SubmissionForm>
  );
}
