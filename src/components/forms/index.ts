export { ContactForm } from "./contact-form";
export { ApplicationForm } from "./application-form";
