import { APPLICATION_FORM } from "../../lib/application-form";
import { DescribedForm } from "./described-form";
import { island } from "../island";

/** The REGISTER HERE form of Join Us, posting to POST /api/register after the resume upload. */
export function ApplicationForm() {
  return <DescribedForm spec={APPLICATION_FORM} idPrefix="apply" />;
}

/**
 * An island: the form checks, uploads and sends in the browser. It hydrates when it comes near the
 * screen (on a phone it starts below the first two screens of /apply), or at once when a pointer or the
 * focus reaches it; until then the browser's own checks (`required`, `type=email`, patterns) stop an
 * empty or invalid form from being posted.
 */
export const ApplicationFormIsland = island("application-form", ApplicationForm, { hydrateOn: "visible" });
