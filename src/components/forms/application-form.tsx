import { useState } from "react";
import { useTheme } from "@emotion/react";
import {
  MAX_LENGTH,
  RESUME_FILE_FIELD,
  YEAR_OPTIONS,
  cleanApplication,
  validateApplication,
} from "../../lib/validation";
import { postJson } from "../../lib/api";
import { EmailField, PhoneField, SelectField, TextField } from "./field";
import { DIALOGS } from "./result-dialog";
import { ResumeUpload } from "./resume-upload";
import { SubmissionForm, nameOf, onInputs, type FormValuesWithName } from "./submission-form";
import { formGrid } from "./layout";
import { island } from "../island";

/** Where the form is posted, by the script (JSON) or by the browser itself. */
const ACTION = "/api/register";

const toPayload = (values: FormValuesWithName) => ({
  name: nameOf(values),
  faculty: values.faculty,
  yr: values.yr,
  branch: values.branch,
  email: values.email,
  phone: values.phone,
  enrollment: values.enrollment,
  resume: values.resume,
});

/** The resume's error shows on the file input, which is also where focus goes. */
const RENAMED = { resume: ["resume", RESUME_FILE_FIELD] };

/** REGISTER HERE (SPEC §2 Join Us, §4, §5, §8), posting to POST /api/register after the resume upload. */
export function ApplicationForm() {
  const theme = useTheme();
  // A new upload widget after each success: no file chosen, not uploaded.
  const [generation, setGeneration] = useState(0);
  return (
    <SubmissionForm
      label="Register here"
      idPrefix="apply"
      order={["faculty", "yr", "branch", "enrollment", "email", "phone", RESUME_FILE_FIELD]}
      validate={(values) => onInputs(validateApplication(toPayload(values)), RENAMED)}
      action={ACTION}
      encType="multipart/form-data"
      send={(values, botCheck) => postJson(ACTION, { ...cleanApplication(toPayload(values)), ...botCheck })}
      serverErrors={(errors) => onInputs(errors, RENAMED)}
      success={DIALOGS.applicationSuccess}
      onReset={() => setGeneration((n) => n + 1)}
      privacyNote="We keep your application and resume only to consider you for the club; officers alone can read them, and we delete them on request."
      submitLabel="Apply"
      busyLabel="Sending your application"
    >
      <div css={formGrid(theme, 2)}>
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
        <TextField idPrefix="apply" name="branch" label="Branch" required maxLength={MAX_LENGTH.branch} />
        <TextField
          idPrefix="apply"
          name="enrollment"
          label="Enrollment number"
          required
          maxLength={MAX_LENGTH.enrollment}
        />
        <EmailField idPrefix="apply" />
        <PhoneField idPrefix="apply" />
      </div>
      <div css={{ marginTop: theme.space[4] }}>
        <ResumeUpload key={generation} idPrefix="apply" />
      </div>
    </SubmissionForm>
  );
}

/** An island: the form checks, uploads and sends in the browser. */
export const ApplicationFormIsland = island("application-form", ApplicationForm);
