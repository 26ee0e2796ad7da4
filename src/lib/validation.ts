// The forms' rules, shared by the browser forms and the API server so both judge a submission the same
// way. Pure: no Node or DOM imports, since this module is bundled into the site.

/** The messages of SPEC §5, shown next to the field they name. */
export const NAME_REQUIRED = "Name is required";
export const EMAIL_REQUIRED = "Email is required";
export const EMAIL_INVALID = "Please enter a valid Email";
export const PHONE_REQUIRED = "Phone No. is required";
export const MESSAGE_REQUIRED = "This field is required";
export const FACULTY_REQUIRED = "Faculty No. is required";
export const ENROLLMENT_REQUIRED = "Enrollment No. is required";
export const BRANCH_REQUIRED = "Please mention your branch";
export const YEAR_REQUIRED = "Please select your year of study";
export const RESUME_REQUIRED = "Please upload your Resume";

/** Messages the SPEC does not list: limits it leaves open. */
export const RESUME_NOT_PDF = "Your resume must be a PDF";
export const RESUME_TOO_LARGE = "Your resume must be 5 MB or smaller";
export const RESUME_QUOTA = "Too many resumes were sent from your connection. Please try again in an hour.";
export const TOO_MANY_PARTS = "The form has more fields than it should";
export const NOT_TEXT = "Please enter text";
export const tooLong = (max: number): string => `Please use at most ${max} characters`;

export const YEAR_OPTIONS = ["First", "Second", "Third", "Fourth"] as const;
export type YearOfStudy = (typeof YEAR_OPTIONS)[number];

/** Non-space text, "@", text, ".", text (SPEC §5), with no whitespace anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each of the browser's first, middle and last name inputs. */
export const NAME_PART_MAX_LENGTH = 50;

/** Longest accepted value of every payload field, in characters (UTF-16 code units, as `maxLength`). */
export const MAX_LENGTH = {
  name: NAME_PART_MAX_LENGTH * 3 + 2,
  subject: 150,
  email: 254,
  phone: 25,
  message: 5000,
  faculty: 20,
  enrollment: 20,
  branch: 100,
  yr: 10,
  resume: 100,
} as const;

/** Resume uploads: a PDF of at most 5 MiB. The server also checks the file's first bytes. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE = "application/pdf";
/** The file input's name: in the application form, and in an upload to POST /api/resumes. */
export const RESUME_FILE_FIELD = "resumeFile";

/** The path of a resume the server stored: what POST /api/resumes answers as `url`. */
export const RESUME_URL_PATTERN =
  /^\/api\/resumes\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Bot checks. Each JSON form carries a hidden input named HONEYPOT_FIELD that people leave empty, and
 * ELAPSED_FIELD: the milliseconds between the form appearing and its submission, measured by the browser
 * (an elapsed time rather than a timestamp, so a wrong device clock does not matter). A submission whose
 * honeypot is filled, or that comes sooner than the form's minimum, is refused.
 */
export const HONEYPOT_FIELD = "website";
export const ELAPSED_FIELD = "elapsedMs";
export const MIN_FILL_MS = 3000;
export const BOT_REJECTED = "Your submission could not be accepted. Please try again.";

export interface BotCheckFields {
  [HONEYPOT_FIELD]?: string;
  [ELAPSED_FIELD]: number;
}

export interface ContactPayload {
  name: string;
  subject: string;
  email: string;
  phone: string;
  message: string;
}

export interface ApplicationPayload {
  name: string;
  faculty: string;
  yr: YearOfStudy;
  branch: string;
  email: string;
  phone: string;
  enrollment: string;
  resume: string;
}

export interface SubscribePayload {
  email: string;
}

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;
/** What a form holds before validation: any value, any field missing. */
export type FormValues<T> = Partial<Record<keyof T & string, unknown>>;

interface FieldRule {
  max: number;
  /** Message when empty; optional fields have none. */
  required?: string;
  /** A further check on a non-empty value: the message when it fails. */
  check?: (value: string) => string | undefined;
}

type Rules<T> = Record<keyof T & string, FieldRule>;

const email: FieldRule = {
  max: MAX_LENGTH.email,
  required: EMAIL_REQUIRED,
  check: (value) => (EMAIL_PATTERN.test(value) ? undefined : EMAIL_INVALID),
};

const CONTACT_RULES: Rules<ContactPayload> = {
  name: { max: MAX_LENGTH.name, required: NAME_REQUIRED },
  subject: { max: MAX_LENGTH.subject },
  email,
  phone: { max: MAX_LENGTH.phone, required: PHONE_REQUIRED },
  message: { max: MAX_LENGTH.message, required: MESSAGE_REQUIRED },
};

const APPLICATION_RULES: Rules<ApplicationPayload> = {
  name: { max: MAX_LENGTH.name, required: NAME_REQUIRED },
  faculty: { max: MAX_LENGTH.faculty, required: FACULTY_REQUIRED },
  yr: {
    max: MAX_LENGTH.yr,
    required: YEAR_REQUIRED,
    check: (value) => ((YEAR_OPTIONS as readonly string[]).includes(value) ? undefined : YEAR_REQUIRED),
  },
  branch: { max: MAX_LENGTH.branch, required: BRANCH_REQUIRED },
  email,
  phone: { max: MAX_LENGTH.phone, required: PHONE_REQUIRED },
  enrollment: { max: MAX_LENGTH.enrollment, required: ENROLLMENT_REQUIRED },
  resume: {
    max: MAX_LENGTH.resume,
    required: RESUME_REQUIRED,
    check: (value) => (RESUME_URL_PATTERN.test(value) ? undefined : RESUME_REQUIRED),
  },
};

const SUBSCRIBE_RULES: Rules<SubscribePayload> = { email };

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A missing value counts as empty; anything but text is refused, as is text with a NUL character (which
 * no one types, and PostgreSQL cannot store). Surrounding whitespace never counts.
 */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return "";
  return typeof value === "string" && !value.includes("\u0000") ? value.trim() : undefined;
}

function validate<T>(rules: Rules<T>, values: FormValues<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const field of Object.keys(rules) as (keyof T & string)[]) {
    const rule = rules[field];
    const value = text(values[field]);
    const error =
      value === undefined
        ? NOT_TEXT
        : value === ""
          ? rule.required
          : value.length > rule.max
            ? tooLong(rule.max)
            : rule.check?.(value);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The payload with every field trimmed; call it on values `validate…` found valid. */
function clean<T>(rules: Rules<T>, values: FormValues<T>): T {
  const payload: Partial<Record<keyof T & string, string>> = {};
  for (const field of Object.keys(rules) as (keyof T & string)[]) payload[field] = text(values[field]) ?? "";
  return payload as T;
}

export const validateContact = (values: FormValues<ContactPayload>): FieldErrors<ContactPayload> =>
  validate(CONTACT_RULES, values);
export const validateApplication = (
  values: FormValues<ApplicationPayload>,
): FieldErrors<ApplicationPayload> => validate(APPLICATION_RULES, values);
export const validateSubscribe = (values: FormValues<SubscribePayload>): FieldErrors<SubscribePayload> =>
  validate(SUBSCRIBE_RULES, values);

export const cleanContact = (values: FormValues<ContactPayload>): ContactPayload =>
  clean(CONTACT_RULES, values);
export const cleanApplication = (values: FormValues<ApplicationPayload>): ApplicationPayload =>
  clean(APPLICATION_RULES, values);
export const cleanSubscribe = (values: FormValues<SubscribePayload>): SubscribePayload =>
  clean(SUBSCRIBE_RULES, values);

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/**
 * The payload's `name` from the form's three inputs: the non-empty parts, trimmed, joined by single
 * spaces. (The SPEC's old contact form concatenated them with no separator, a defect fixed here.)
 */
export const joinName = (first: string, middle: string, last: string): string =>
  [first, middle, last]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(" ");

/** The browser's check of a chosen resume before uploading it; undefined when it may be sent. */
export function resumeProblem(file: { size: number; type: string; name: string }): string | undefined {
  const looksLikePdf = file.type === RESUME_TYPE || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return RESUME_NOT_PDF;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE;
  return undefined;
}
