// The forms' rules (from their descriptions in forms.ts), shared by the browser forms and the API server.
// Pure: no Node or DOM imports, since it is bundled into the site.

import { NAME_PARTS, inputNameOf, type FormSpec, type PayloadOf } from "./form-fields";

export const RESUME_NOT_PDF = "Your resume must be a PDF";
export const RESUME_TOO_LARGE = "Your resume must be 5 MB or smaller";

/** Resume uploads: a PDF of at most 5 MiB. The server also checks the file's first bytes. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE = "application/pdf";

/**
 * Bot checks: a submission whose hidden HONEYPOT_FIELD is filled, or whose ELAPSED_FIELD (ms since the form
 * appeared, so a wrong device clock does not matter) is under the form's minimum, is refused.
 */
export const HONEYPOT_FIELD = "website";
export const ELAPSED_FIELD = "elapsedMs";
export const MIN_FILL_MS = 3000;
export const BOT_REJECTED = "Your submission could not be accepted. Please try again.";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;
/** What a form holds before validation: any value, any field missing. */
export type FormValues<T> = Partial<Record<keyof T & string, unknown>>;

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Trimmed text, "" when missing; undefined for non-text or a NUL (which PostgreSQL cannot store). */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return "";
  return typeof value === "string" && !value.includes("\u0000") ? value.trim() : undefined;
}

/** The errors of `values` by `spec`'s fields (empty when valid). */
export function validateForm<F extends FormSpec>(
  spec: F,
  values: FormValues<PayloadOf<F>>,
): FieldErrors<PayloadOf<F>> {
  const errors: Record<string, string> = {};
  const given = values as Record<string, unknown>;
  for (const field of spec.fields) {
    const value = text(given[field.name]);
    const error =
      value === undefined
        ? "Please enter text"
        : value === ""
          ? field.required
          : value.length > field.max
            ? `Please use at most ${field.max} characters`
            : field.check?.(value);
    if (error) errors[field.name] = error;
  }
  return errors as FieldErrors<PayloadOf<F>>;
}

/** The payload of `spec` with every field trimmed; call it on values `validateForm` found valid. */
export function cleanForm<F extends FormSpec>(spec: F, values: FormValues<PayloadOf<F>>): PayloadOf<F> {
  const given = values as Record<string, unknown>;
  return Object.fromEntries(
    spec.fields.map((field) => [field.name, text(given[field.name]) ?? ""]),
  ) as PayloadOf<F>;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** The browser's check of a chosen resume before uploading it; undefined when it may be sent. */
export function resumeProblem(file: { size: number; type: string; name: string }): string | undefined {
  const looksLikePdf = file.type === RESUME_TYPE || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return RESUME_NOT_PDF;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE;
  return undefined;
}

/** A form's payload from a page's inputs: the name's non-empty parts trimmed and joined by spaces. */
export function payloadFromInputs<F extends FormSpec>(
  spec: F,
  inputs: Record<string, string | undefined>,
): FormValues<PayloadOf<F>> {
  const nameOfParts = (): string =>
    NAME_PARTS.map((part) => (inputs[part.name] ?? "").trim())
      .filter((part) => part !== "")
      .join(" ");
  return Object.fromEntries(
    spec.fields.map((field) => [field.name, field.kind === "name" ? nameOfParts() : inputs[field.name]]),
  ) as FormValues<PayloadOf<F>>;
}

/** A payload's errors by the input showing them: the name's on its first part, a file's on its input too. */
export function errorsByInput(
  spec: FormSpec,
  errors: Record<string, string | undefined>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    if (!message) continue;
    const field = spec.fields.find((candidate) => candidate.name === name);
    const inputs =
      field?.kind === "name"
        ? [NAME_PARTS[0].name]
        : field?.kind === "file"
          ? [name, inputNameOf(field)]
          : [name];
    for (const input of inputs) result[input] = message;
  }
  return result;
}
