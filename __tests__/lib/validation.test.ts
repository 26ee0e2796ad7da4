import {
  CONTACT_FORM,
  EMAIL_PATTERN,
  NAME_PART_MAX_LENGTH,
  RESUME_MAX_BYTES,
  RESUME_NOT_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  APPLICATION_FORM,
  SUBSCRIBE_FORM,
  cleanForm,
  hasErrors,
  payloadFromInputs,
  resumeProblem,
  validateForm,
  type ApplicationPayload,
  type ContactPayload,
  type FormValues,
  type SubscribePayload,
} from "../../src/lib/forms";
import {
  BRANCH_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  ENROLLMENT_REQUIRED,
  FACULTY_REQUIRED,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  NOT_TEXT,
  PHONE_REQUIRED,
  YEAR_OPTIONS,
  YEAR_REQUIRED,
  tooLong,
} from "../fixtures/form-messages";
import { MAX_LENGTH, applicationPayload, contactPayload } from "../fixtures/payloads";

// The rules every form's sender meets, in the browser and on the server alike.
const validateContact = (values: FormValues<ContactPayload>) => validateForm(CONTACT_FORM, values);
const validateApplication = (values: FormValues<ApplicationPayload>) =>
  validateForm(APPLICATION_FORM, values);
const validateSubscribe = (values: FormValues<SubscribePayload>) => validateForm(SUBSCRIBE_FORM, values);
const cleanContact = (values: FormValues<ContactPayload>) => cleanForm(CONTACT_FORM, values);
const cleanApplication = (values: FormValues<ApplicationPayload>) => cleanForm(APPLICATION_FORM, values);

const contact = contactPayload({ subject: "", message: "Hello" });

const application = applicationPayload("/api/resumes/3f0c1a52-8d6e-4b1f-9c2a-5e7d8f9a0b1c");

describe("the field messages", () => {
  it("keep the wording visitors of the club's site know", () => {
    expect([
      NAME_REQUIRED,
      EMAIL_REQUIRED,
      EMAIL_INVALID,
      PHONE_REQUIRED,
      MESSAGE_REQUIRED,
      FACULTY_REQUIRED,
      ENROLLMENT_REQUIRED,
      BRANCH_REQUIRED,
      YEAR_REQUIRED,
      RESUME_REQUIRED,
    ]).toEqual([
      "Name is required",
      "Email is required",
      "Please enter a valid Email",
      "Phone No. is required",
      "This field is required",
      "Faculty No. is required",
      "Enrollment No. is required",
      "Please mention your branch",
      "Please select your year of study",
      "Please upload your Resume",
    ]);
    expect(YEAR_OPTIONS).toEqual(["First", "Second", "Third", "Fourth"]);
  });
});

describe("EMAIL_PATTERN: text, @, text, dot, text", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", "x@y.z"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(["", "a@b", "@b.co", "a@.co", "a@b.", "a b@c.de", "a@b@c.de", "a@b.co\n"])(
    "refuses %j",
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe("validateContact", () => {
  it("accepts a complete message; the subject is optional", () => {
    expect(validateContact(contact)).toEqual({});
    expect(hasErrors(validateContact(contact))).toBe(false);
  });

  it("names every empty required field", () => {
    expect(validateContact({})).toEqual({
      // The four messages written out here, and any other required field of the description
      // with its own message.
      ...Object.fromEntries(
        CONTACT_FORM.fields.flatMap((field) => ("required" in field ? [[field.name, field.required]] : [])),
      ),
      name: NAME_REQUIRED,
      email: EMAIL_REQUIRED,
      phone: PHONE_REQUIRED,
      message: MESSAGE_REQUIRED,
    });
  });

  it("blocks a message whose e-mail is filled in but invalid", () => {
    expect(validateContact({ ...contact, email: "aisha@example" })).toEqual({ email: EMAIL_INVALID });
  });

  it("counts whitespace as empty", () => {
    expect(validateContact({ ...contact, name: "  ", message: "\n\t" })).toEqual({
      name: NAME_REQUIRED,
      message: MESSAGE_REQUIRED,
    });
  });

  it("limits every field's length", () => {
    const long = Object.fromEntries(
      Object.keys(contact).map((field) => [
        field,
        "x".repeat(MAX_LENGTH[field as keyof typeof MAX_LENGTH] + 1),
      ]),
    );
    expect(Object.keys(long)).toEqual(CONTACT_FORM.fields.map((field) => field.name));
    expect(validateContact(long)).toEqual({
      ...Object.fromEntries(CONTACT_FORM.fields.map((field) => [field.name, tooLong(field.max)])),
      name: tooLong(MAX_LENGTH.name),
      subject: tooLong(MAX_LENGTH.subject),
      email: tooLong(MAX_LENGTH.email),
      phone: tooLong(MAX_LENGTH.phone),
      message: tooLong(MAX_LENGTH.message),
    });
  });

  it("refuses values that are not text", () => {
    expect(validateContact({ ...contact, name: 7, phone: {}, message: "a\u0000" })).toEqual({
      name: NOT_TEXT,
      phone: NOT_TEXT,
      message: NOT_TEXT,
    });
  });

  it("cleans a valid message to trimmed text", () => {
    expect(cleanContact({ ...contact, name: " Aisha Khan ", subject: undefined })).toEqual({
      ...contact,
      subject: "",
    });
  });
});

describe("validateApplication", () => {
  it("accepts a complete application", () => {
    expect(validateApplication(application)).toEqual({});
    expect(cleanApplication(application)).toEqual(application);
  });

  it("names every missing field", () => {
    expect(validateApplication({})).toEqual({
      name: NAME_REQUIRED,
      faculty: FACULTY_REQUIRED,
      yr: YEAR_REQUIRED,
      branch: BRANCH_REQUIRED,
      email: EMAIL_REQUIRED,
      phone: PHONE_REQUIRED,
      enrollment: ENROLLMENT_REQUIRED,
      resume: RESUME_REQUIRED,
    });
  });

  it.each([
    ["yr", "Fifth", YEAR_REQUIRED],
    ["yr", "second", YEAR_REQUIRED],
    ["email", "rahul@example", EMAIL_INVALID],
    ["resume", "https://example.org/cv.pdf", RESUME_REQUIRED],
    ["resume", "/api/resumes/not-an-id", RESUME_REQUIRED],
  ])("refuses %s %j", (field, value, message) => {
    expect(validateApplication({ ...application, [field]: value })).toEqual({ [field]: message });
  });

  it.each(YEAR_OPTIONS)("accepts the year %s", (yr) => {
    expect(validateApplication({ ...application, yr })).toEqual({});
  });
});

describe("validateSubscribe", () => {
  it.each([
    ["fan@example.org", {}],
    ["", { email: EMAIL_REQUIRED }],
    ["fan", { email: EMAIL_INVALID }],
  ])("judges %j", (email, errors) => {
    expect(validateSubscribe({ email })).toEqual(errors);
  });
});

describe("the name from its three inputs", () => {
  const joinName = (firstName: string, middleName: string, lastName: string) =>
    payloadFromInputs(CONTACT_FORM, { firstName, middleName, lastName }).name;

  it.each([
    [["Aisha", "", "Khan"], "Aisha Khan"],
    [["  Mohammad ", "Haris", " Khan"], "Mohammad Haris Khan"],
    [["", "", "Khan"], "Khan"],
    [["", " ", ""], ""],
  ])("joins %j as %j, with single spaces", (parts, name) => {
    const [first = "", middle = "", last = ""] = parts;
    expect(joinName(first, middle, last)).toBe(name);
  });

  it("fits three full name inputs within the name's limit", () => {
    const part = "x".repeat(NAME_PART_MAX_LENGTH);
    expect(joinName(part, part, part)).toHaveLength(MAX_LENGTH.name);
  });
});

describe("resumeProblem", () => {
  it.each([
    [{ name: "cv.pdf", type: "application/pdf", size: 1000 }, undefined],
    [{ name: "cv.PDF", type: "", size: 1000 }, undefined],
    [{ name: "cv.pdf", type: "application/pdf", size: RESUME_MAX_BYTES }, undefined],
    [{ name: "cv.pdf", type: "application/pdf", size: RESUME_MAX_BYTES + 1 }, RESUME_TOO_LARGE],
    [
      {
        name: "cv.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: 10,
      },
      RESUME_NOT_PDF,
    ],
    [{ name: "cv.pdf", type: "image/png", size: 10 }, RESUME_NOT_PDF],
  ])("judges %j: %s", (file, problem) => {
    expect(resumeProblem(file)).toBe(problem);
  });
});
