// What a form's payload type asks for: every required field, and the optional ones only if given. Checked
// by the compiler (`npx tsc --noEmit` fails if the type is wrong) and by cleanForm at run time.

import { cleanForm, type FormSpec, type PayloadOf } from "../../src/lib/forms";

const SPEC = {
  id: "example",
  title: "Example",
  page: "/",
  table: "examples",
  submit: "Send",
  success: { title: "Thanks", text: "Sent." },
  fields: [
    { name: "message", label: "Message", kind: "textarea", required: "Say something", max: 100 },
    { name: "subject", label: "Subject", kind: "text", max: 50 },
  ],
} as const satisfies FormSpec;
type Payload = PayloadOf<typeof SPEC>;

// Without the optional subject: accepted.
const withoutSubject: Payload = { message: "Hi" };
// @ts-expect-error a required field (message) cannot be left out.
const withoutMessage: Payload = { subject: "Hello" };

describe("PayloadOf", () => {
  it("lets an optional field be left out, and cleanForm still gives it as empty text", () => {
    expect(cleanForm(SPEC, withoutSubject)).toEqual({ message: "Hi", subject: "" });
    expect(withoutMessage).not.toHaveProperty("message");
  });
});
