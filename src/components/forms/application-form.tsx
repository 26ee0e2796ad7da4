import { useRef, useState } from "react";
import { Form } from "react-final-form";
import { useTheme } from "@emotion/react";
import {
  HONEYPOT_FIELD,
  MAX_LENGTH,
  NAME_PART_MAX_LENGTH,
  YEAR_OPTIONS,
  cleanApplication,
  hasErrors,
  joinName,
  validateApplication,
  type ApplicationPayload,
  type FieldErrors,
} from "../../lib/validation";
import { postJson } from "../../lib/api";
import { SelectField, TextField } from "./field";
import { Honeypot, useBotCheck } from "./bot-check";
import { SubmitButton } from "./submit-button";
import { DIALOGS, ResultDialog, type DialogMessage } from "./result-dialog";
import { ResumeUpload } from "./resume-upload";
import { focusFirstInvalid } from "./focus";
import { formGrid } from "./layout";

export interface ApplicationValues {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  faculty?: string;
  yr?: string;
  branch?: string;
  email?: string;
  phone?: string;
  enrollment?: string;
  resume?: string;
  [HONEYPOT_FIELD]?: string;
}

const ORDER = [
  "firstName",
  "middleName",
  "lastName",
  "faculty",
  "yr",
  "branch",
  "email",
  "phone",
  "enrollment",
  "resumeFile",
] as const;

const toPayload = (values: ApplicationValues) => ({
  name: joinName(values.firstName ?? "", values.middleName ?? "", values.lastName ?? ""),
  faculty: values.faculty,
  yr: values.yr,
  branch: values.branch,
  email: values.email,
  phone: values.phone,
  enrollment: values.enrollment,
  resume: values.resume,
});

/** The payload's errors keyed by the form's fields (name → first name; resume → the file input). */
function toFieldErrors(errors: FieldErrors<ApplicationPayload>): Record<string, string> {
  const { name, resume, ...rest } = errors;
  return { ...rest, ...(name ? { firstName: name } : {}), ...(resume ? { resume, resumeFile: resume } : {}) };
}

/** REGISTER HERE (SPEC §2 Join Us, §4, §5, §8), posting to POST /api/register after the resume upload. */
export function ApplicationForm() {
  const theme = useTheme();
  const formRef = useRef<HTMLFormElement>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [generation, setGeneration] = useState(0);
  const botCheck = useBotCheck();

  return (
    <>
      <Form<ApplicationValues>
        onSubmit={async (values, form) => {
          const result = await postJson("/api/register", {
            ...cleanApplication(toPayload(values)),
            ...botCheck(values[HONEYPOT_FIELD]),
          });
          if (result.ok) {
            setTimeout(() => {
              form.restart();
              setGeneration((n) => n + 1);
            });
            setDialog(DIALOGS.applicationSuccess);
            return undefined;
          }
          setDialog(DIALOGS.failure);
          return toFieldErrors(result.errors as FieldErrors<ApplicationPayload>);
        }}
        validate={(values) => toFieldErrors(validateApplication(toPayload(values)))}
        render={({ handleSubmit, submitting, form }) => (
          <form
            ref={formRef}
            noValidate
            aria-label="Register here"
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
                  idPrefix="apply"
                  name="firstName"
                  label="First name"
                  autoComplete="given-name"
                  maxLength={NAME_PART_MAX_LENGTH}
                />
                <TextField
                  idPrefix="apply"
                  name="middleName"
                  label="Middle name"
                  autoComplete="additional-name"
                  maxLength={NAME_PART_MAX_LENGTH}
                />
                <TextField
                  idPrefix="apply"
                  name="lastName"
                  label="Last name"
                  autoComplete="family-name"
                  maxLength={NAME_PART_MAX_LENGTH}
                />
              </div>
            </fieldset>
            <div css={[formGrid(theme, 2), { marginTop: theme.space[4] }]}>
              <TextField
                idPrefix="apply"
                name="faculty"
                label="Faculty number"
                required
                maxLength={MAX_LENGTH.faculty}
              />
              <SelectField
                idPrefix="apply"
                name="yr"
                label="Year of study"
                required
                options={YEAR_OPTIONS}
                placeholder="Select your year"
              />
              <TextField
                idPrefix="apply"
                name="branch"
                label="Branch"
                required
                maxLength={MAX_LENGTH.branch}
              />
              <TextField
                idPrefix="apply"
                name="enrollment"
                label="Enrollment number"
                required
                maxLength={MAX_LENGTH.enrollment}
              />
              <TextField
                idPrefix="apply"
                name="email"
                label="E-mail"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                maxLength={MAX_LENGTH.email}
              />
              <TextField
                idPrefix="apply"
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                maxLength={MAX_LENGTH.phone}
              />
            </div>
            <div css={{ marginTop: theme.space[4] }}>
              <ResumeUpload key={generation} idPrefix="apply" />
            </div>
            <Honeypot idPrefix="apply" />
            <p
              css={{
                fontSize: theme.fontSizes.sm,
                color: theme.colors.textMuted,
                margin: `${theme.space[4]} 0`,
              }}
            >
              We keep your application and resume only to consider you for the club; officers alone can read
              them, and we delete them on request.
            </p>
            <SubmitButton label="Apply" busy={Boolean(submitting)} busyLabel="Sending your application" />
          </form>
        )}
      />
      <ResultDialog message={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
