// What a form's payload type asks for: every required field, and the optional ones only if given. Checked
// by the compiler (`npx tsc --noEmit` fails if the type is wrong) and by cleanForm at run time.

import { cleanForm, type ContactPayload, CONTACT_FORM } from "../../src/lib/forms";

// Without the optional subject: accepted.
const withoutSubject: ContactPayload = { name: "Aisha", email: "a@example.org", phone: "1", message: "Hi" };
// @ts-expect-error a required field (message) cannot be left out.
const withoutMessage: ContactPayload = { name: "Aisha", email: "a@example.org", phone: "1" };

describe("PayloadOf", () => {
  it("lets an optional field be left out, and cleanForm still gives it as empty text", () => {
    expect(cleanForm(CONTACT_FORM, withoutSubject)).toEqual({ ...withoutSubject, subject: "" });
    expect(withoutMessage).not.toHaveProperty("message");
  });
});
