import { CONTACT_FORM } from "../../lib/contact-form";
import { DescribedForm } from "./described-form";
import { island } from "../island";

/** SEND US YOUR QUERY (SPEC §2 Contact, §4, §5, §8), posting to POST /api/message. */
export function ContactForm() {
  return <DescribedForm spec={CONTACT_FORM} idPrefix="contact" />;
}

/** An island: the form checks and sends in the browser. */
export const ContactFormIsland = island("contact-form", ContactForm);
