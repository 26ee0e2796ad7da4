import { DIALOGS } from "./dialogs";
import { EMAIL_FIELD, NAME_FIELD, PHONE_FIELD, type FormSpec } from "./form-fields";
import { PAGE_ROUTES } from "./routes";

/** The SEND US YOUR QUERY form of Contact Us. */
export const CONTACT_FORM = {
  id: "message",
  title: "Send us your query",
  page: PAGE_ROUTES.contact,
  table: "messages",
  submit: "Send",
  busy: "Sending your message",
  privacyNote: "We keep your message and contact details only to answer you, and delete them on request.",
  success: DIALOGS.contactSuccess,
  fields: [
    NAME_FIELD,
    { name: "subject", label: "Subject", kind: "text", max: 150, wide: true },
    EMAIL_FIELD,
    PHONE_FIELD,
    {
      name: "message",
      label: "Message",
      kind: "textarea",
      required: "This field is required",
      max: 5000,
      wide: true,
    },
  ],
} as const satisfies FormSpec;
