import { Field } from "react-final-form";
import { ELAPSED_FIELD, HONEYPOT_FIELD } from "../../lib/validation";

/**
 * The hidden field people never see or fill (bots do). Off-screen rather than display:none, out of the
 * tab order and hidden from assistive tech.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div
      aria-hidden="true"
      css={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
    >
      <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
      <Field<string>
        name={HONEYPOT_FIELD}
        id={`${idPrefix}-website`}
        component="input"
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}

/**
 * When the form appeared: the page's first paint (performance.now() counts from it), not its hydration,
 * which may come after the visitor has filled it in.
 */
function formShownAt(): number {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return paint?.startTime ?? 0;
}

/** The bot-check fields of a submission: the honeypot's value and the time since the form appeared. */
export function botCheckFields(honeypot: string | undefined): {
  [HONEYPOT_FIELD]: string;
  [ELAPSED_FIELD]: number;
} {
  return {
    [HONEYPOT_FIELD]: honeypot ?? "",
    [ELAPSED_FIELD]: Math.round(performance.now() - formShownAt()),
  };
}
