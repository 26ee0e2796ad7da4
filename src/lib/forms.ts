// Each of the site's forms described once: its fields (name, label, kind, the message when left empty,
// the longest value, autocomplete, choices), where it is posted and where it lives, and what it says; one
// module per form (contact-form.ts, application-form.ts, subscribe-form.ts), so a page's script carries
// only its own. From the descriptions come the validation on both sides (validation.ts's validateForm and cleanForm), the React forms
// (src/components/forms/), the server's pages for a form sent without JavaScript
// (src/server/forms/form-page.tsx), the stored columns (src/server/forms/form-columns.ts), the officers' lists
// and CSV export, the backup and the mail to the club. This module gathers them, with their rules, for the
// server and the tests.

import { APPLICATION_FORM } from "./application-form";
import { CONTACT_FORM } from "./contact-form";
import type { PayloadOf } from "./form-fields";
import { SUBSCRIBE_FORM } from "./subscribe-form";

export * from "./form-fields";
export * from "./validation";
export { APPLICATION_FORM, CONTACT_FORM, SUBSCRIBE_FORM };

export const FORMS = [CONTACT_FORM, APPLICATION_FORM, SUBSCRIBE_FORM] as const;
export type AnyForm = (typeof FORMS)[number];
export type FormId = AnyForm["id"];

export type ContactPayload = PayloadOf<typeof CONTACT_FORM>;
export type ApplicationPayload = PayloadOf<typeof APPLICATION_FORM>;
export type SubscribePayload = PayloadOf<typeof SUBSCRIBE_FORM>;
