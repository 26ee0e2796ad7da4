import { DIALOGS } from "./dialogs";
import { EMAIL_FIELD, type FormSpec } from "./form-fields";
import { PAGE_ROUTES } from "./routes";

/** The newsletter box of Downloads: one address, subscribed after it is confirmed. */
export const SUBSCRIBE_FORM = {
  id: "subscribe",
  title: "Newsletter",
  page: PAGE_ROUTES.downloads,
  table: "subscribers",
  submit: "Notify me",
  success: DIALOGS.subscribeSuccess,
  fields: [{ ...EMAIL_FIELD, label: "Your e-mail address", placeholder: "Enter Your Email" }],
} as const satisfies FormSpec;
