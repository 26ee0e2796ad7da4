// Each of the site's forms described once: its fields (name, label, kind, the message when left empty,
// the longest value, autocomplete, choices), where it is posted and where it lives, and what it says; one
// module per form (contact-form.ts, application-form.ts, subscribe-form.ts), so a page's script carries
// only its own. From the descriptions come the validation on both sides (validation.ts), the React forms
// (src/components/forms/), the server's pages for a form sent without JavaScript
// (src/server/forms/form-page.tsx), the stored columns (src/server/forms/form-columns.ts), the officers' lists
// and CSV export, the backup and the mail to the club. This module gathers them, with their rules, for the
// server and the tests.

import { APPLICATION_FORM } from "./application-form";
import { CONTACT_FORM } from "./contact-form";
import type { PayloadOf } from "./form-fields";
import { SUBSCRIBE_FORM } from "./subscribe-form";
import { cleanForm, validateForm, type FieldErrors, type FormValues } from "./validation";

export * from "./form-fields";
export * from "./validation";
export { APPLICATION_FORM, CONTACT_FORM, SUBSCRIBE_FORM };

export const FORMS = [CONTACT_FORM, APPLICATION_FORM, SUBSCRIBE_FORM] as const;
export type AnyForm = (typeof FORMS)[number];
export type FormId = AnyForm["id"];

export type ContactPayload = PayloadOf<typeof CONTACT_FORM>;
export type ApplicationPayload = PayloadOf<typeof APPLICATION_FORM>;
export type SubscribePayload = PayloadOf<typeof SUBSCRIBE_FORM>;

type FieldName = AnyForm["fields"][number]["name"];

/** Longest accepted value of every payload field, in characters (UTF-16 code units, as `maxLength`). */
export const MAX_LENGTH = Object.fromEntries(
  FORMS.flatMap((spec) => spec.fields.map((field) => [field.name, field.max])),
) as Record<FieldName, number>;

export const validateContact = (values: FormValues<ContactPayload>): FieldErrors<ContactPayload> =>
  validateForm(CONTACT_FORM, values);
export const validateApplication = (
  values: FormValues<ApplicationPayload>,
): FieldErrors<ApplicationPayload> => validateForm(APPLICATION_FORM, values);
export const validateSubscribe = (values: FormValues<SubscribePayload>): FieldErrors<SubscribePayload> =>
  validateForm(SUBSCRIBE_FORM, values);

export const cleanContact = (values: FormValues<ContactPayload>): ContactPayload =>
  cleanForm(CONTACT_FORM, values);
export const cleanApplication = (values: FormValues<ApplicationPayload>): ApplicationPayload =>
  cleanForm(APPLICATION_FORM, values);
export const cleanSubscribe = (values: FormValues<SubscribePayload>): SubscribePayload =>
  cleanForm(SUBSCRIBE_FORM, values);
