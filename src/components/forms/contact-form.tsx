import { CONTACT_FORM } from "../../lib/contact-form";
import { DescribedForm } from "./described-form";
import { island } from "../island";

/** The SEND US YOUR QUERY form of Contact Us, posting to POST /api/message. */
export function ContactForm() {
  return <DescribedForm spec={CONTACT_FORM} idPrefix="contact" />;
}

export const ContactFormIsland = island("contact-form", ContactForm);
