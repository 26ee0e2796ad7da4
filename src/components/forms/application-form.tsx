import { APPLICATION_FORM } from "../../lib/application-form";
import { DescribedForm } from "./described-form";
import { island } from "../island";

/** REGISTER HERE (SPEC §2 Join Us, §4, §5, §8), posting to POST /api/register after the resume upload. */
export function ApplicationForm() {
  return <DescribedForm spec={APPLICATION_FORM} idPrefix="apply" />;
}

/** An island: the form checks, uploads and sends in the browser. */
export const ApplicationFormIsland = island("application-form", ApplicationForm);
