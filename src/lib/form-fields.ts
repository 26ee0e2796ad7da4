// What a form's description is made of (forms.ts lists the site's forms, one module each, so a page's
// script carries only its own form): field and form types, the field messages, the fields several forms
// share. Pure data, bundled into the site: no Node or DOM imports.

import type { DialogMessage } from "./dialogs";

export interface FieldSpec {
  /** The payload's key and the stored column. */
  readonly name: string;
  /** What the visitor reads beside the input, and the officers in lists, exports and mail. */
  readonly label: string;
  /** "name": three inputs (first, middle, last) joined into one value; "file": the resume. */
  readonly kind: "name" | "text" | "email" | "tel" | "textarea" | "select" | "file";
  /** The message when it is left empty; an optional field has none. */
  readonly required?: string;
  /** The longest value accepted, in characters. */
  readonly max: number;
  readonly autocomplete?: string;
  /** A select's choices, and its empty first choice (a text input's placeholder). */
  readonly options?: readonly string[];
  readonly placeholder?: string;
  /** A further check of a non-empty value: the message when it fails. */
  readonly check?: (value: string) => string | undefined;
  /** Takes the form's whole width (long text, the file). */
  readonly wide?: boolean;
}

export interface FormSpec {
  /** The form's name in the server's routes: POST /api/<id>, its thank-you page /api/sent/<id>. */
  readonly id: string;
  /** Its accessible name, and the heading of the server's page for it. */
  readonly title: string;
  /** The site's page it lives on, and the table its submissions are stored in. */
  readonly page: string;
  readonly table: string;
  readonly submit: string;
  /** What the submit button says while it sends. */
  readonly busy?: string;
  /** What the visitor is told is kept, under the fields. */
  readonly privacyNote?: string;
  readonly success: DialogMessage;
  readonly fields: readonly FieldSpec[];
}

export const RESUME_REQUIRED = "Please upload your Resume";

/** Non-space text, "@", text, ".", text, with no whitespace anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters that show as nothing (format, control, default-ignorable): an address holding one looks like
 * another's, so it is refused. A string, so the bundler does not spell out the property escapes' ranges.
 */
export const INVISIBLE_CHARACTER = new RegExp(
  "[\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\p{Zl}\\p{Zp}]",
  "u",
);

/** The path of a resume the server stored: what POST /api/resumes answers as `url`. */
export const RESUME_URL_PATTERN =
  /^\/api\/resumes\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The file input's name: in the application form, and in an upload to POST /api/resumes. */
export const RESUME_FILE_FIELD = "resumeFile";

/** The three inputs of a "name" field, each at most NAME_PART_MAX_LENGTH long, joined by spaces. */
export const NAME_PART_MAX_LENGTH = 50;
export const NAME_PARTS = [
  { name: "firstName", label: "First name", autocomplete: "given-name" },
  { name: "middleName", label: "Middle name", autocomplete: "additional-name" },
  { name: "lastName", label: "Last name", autocomplete: "family-name" },
] as const;

export const NAME_FIELD = {
  name: "name",
  label: "Name",
  kind: "name",
  required: "Name is required",
  max: NAME_PART_MAX_LENGTH * 3 + 2,
} as const satisfies FieldSpec;

export const EMAIL_FIELD = {
  name: "email",
  label: "E-mail",
  kind: "email",
  required: "Email is required",
  max: 254,
  autocomplete: "email",
  check: (value: string) =>
    INVISIBLE_CHARACTER.test(value)
      ? "Your Email holds an invisible character (such as a zero-width space): please type it again"
      : EMAIL_PATTERN.test(value)
        ? undefined
        : "Please enter a valid Email",
} as const satisfies FieldSpec;

export const PHONE_FIELD = {
  name: "phone",
  label: "Phone",
  kind: "tel",
  required: "Phone No. is required",
  max: 25,
  autocomplete: "tel",
} as const satisfies FieldSpec;

type FieldOf<F extends FormSpec> = F["fields"][number];
type RequiredName<F extends FormSpec> = Extract<FieldOf<F>, { required: string }>["name"];
type OptionalName<F extends FormSpec> = Exclude<FieldOf<F>["name"], RequiredName<F>>;

/** What a form sends: each field's text by its name; a field without `required` may be left out. */
export type PayloadOf<F extends FormSpec> = { [K in RequiredName<F>]: string } & {
  [K in OptionalName<F>]?: string;
};

/** The input a field's value is typed into: its own name, the file input's for the file (the name's parts are NAME_PARTS). */
export const inputNameOf = (field: Pick<FieldSpec, "kind" | "name">): string =>
  field.kind === "file" ? RESUME_FILE_FIELD : field.name;

/** Where the page's script, or the browser itself, posts `form`. */
export const apiPathOf = (spec: Pick<FormSpec, "id">): string => `/api/${spec.id}`;
