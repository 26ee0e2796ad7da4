// The site's forms for the server. Each is described once, in a module of its own so a page's script carries
// only its own; the validation, the React forms and the server's pages, columns and mail come from them.

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
