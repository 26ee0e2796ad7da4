import { DIALOGS } from "./dialogs";
import {
  EMAIL_FIELD,
  NAME_FIELD,
  PHONE_FIELD,
  RESUME_REQUIRED,
  RESUME_URL_PATTERN,
  type FormSpec,
} from "./form-fields";
import { PAGE_ROUTES } from "./routes";

const YEAR_OPTIONS = ["First", "Second", "Third", "Fourth"] as const;
const YEAR_REQUIRED = "Please select your year of study";

/** The REGISTER HERE form of Join Us: the resume is uploaded first, then named by its URL. */
export const APPLICATION_FORM = {
  id: "register",
  title: "Register here",
  page: PAGE_ROUTES.apply,
  table: "applications",
  submit: "Apply",
  busy: "Sending your application",
  privacyNote:
    "We keep your application and resume only to consider you for the club; officers alone can read them, and we delete them on request.",
  success: DIALOGS.applicationSuccess,
  fields: [
    NAME_FIELD,
    { name: "faculty", label: "Faculty number", kind: "text", required: "Faculty No. is required", max: 20 },
    {
      name: "yr",
      label: "Year of study",
      kind: "select",
      required: YEAR_REQUIRED,
      max: 10,
      options: YEAR_OPTIONS,
      placeholder: "Select your year",
      check: (value: string) =>
        (YEAR_OPTIONS as readonly string[]).includes(value) ? undefined : YEAR_REQUIRED,
    },
    { name: "branch", label: "Branch", kind: "text", required: "Please mention your branch", max: 100 },
    {
      name: "enrollment",
      label: "Enrollment number",
      kind: "text",
      required: "Enrollment No. is required",
      max: 20,
    },
    EMAIL_FIELD,
    PHONE_FIELD,
    {
      name: "resume",
      label: "Resume",
      kind: "file",
      required: RESUME_REQUIRED,
      max: 100,
      wide: true,
      check: (value: string) => (RESUME_URL_PATTERN.test(value) ? undefined : RESUME_REQUIRED),
    },
  ],
} as const satisfies FormSpec;
