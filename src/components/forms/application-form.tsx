import { APPLICATION_FORM } from "../../lib/application-form";
import { DescribedForm } from "./described-form";
import { island } from "../island";

/** The REGISTER HERE form of Join Us, posting to POST /api/register after the resume upload. */
export function ApplicationForm() {
  return <DescribedForm spec={APPLICATION_FORM} idPrefix="apply" />;
}

/**
 * An island, hydrated near the screen; until then the browser's own checks stop an invalid form from
 * being posted.
 */
export const ApplicationFormIsland = island("application-form", ApplicationForm, { hydrateOn: "visible" });
