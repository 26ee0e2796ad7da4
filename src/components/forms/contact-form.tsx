import { useTheme } from "@emotion/react";
import { MAX_LENGTH, cleanContact, validateContact } from "../../lib/validation";
import { postJson } from "../../lib/api";
import { EmailField, PhoneField, TextAreaField, TextField } from "./field";
import { DIALOGS } from "./result-dialog";
import { SubmissionForm, nameOf, onInputs, type FormValuesWithName } from "./submission-form";
import { formGrid } from "./layout";
import { island } from "../island";

/** Where the form is posted, by the script (JSON) or by the browser itself. */
const ACTION = "/api/message";

const toPayload = (values: FormValuesWithName) => ({
  name: nameOf(values),
  subject: values.subject,
  email: values.email,
  phone: values.phone,
  message: values.message,
});

/** SEND US YOUR QUERY (SPEC §2 Contact, §4, §5, §8), posting to POST /api/message. */
export function ContactForm() {
  const theme = useTheme();
  return (
    <SubmissionForm
      label="Send us your query"
      idPrefix="contact"
      order={["subject", "email", "phone", "message"]}
      validate={(values) => onInputs(validateContact(toPayload(values)))}
      action={ACTION}
      send={(values, botCheck) => postJson(ACTION, { ...cleanContact(toPayload(values)), ...botCheck })}
      serverErrors={(errors) => onInputs(errors)}
      success={DIALOGS.contactSuccess}
      privacyNote="We keep your message and contact details only to answer you, and delete them on request."
      submitLabel="Send"
      busyLabel="Sending your message"
    >
      <div css={formGrid(theme, 1)}>
        <TextField idPrefix="contact" name="subject" label="Subject" maxLength={MAX_LENGTH.subject} />
        <div css={formGrid(theme, 2)}>
          <EmailField idPrefix="contact" />
          <PhoneField idPrefix="contact" />
        </div>
        <TextAreaField
          idPrefix="contact"
          name="message"
          label="Message"
          required
          height={100}
          maxLength={MAX_LENGTH.message}
        />
      </div>
    </SubmissionForm>
  );
}

/** An island: the form checks and sends in the browser. */
export const ContactFormIsland = island("contact-form", ContactForm);
