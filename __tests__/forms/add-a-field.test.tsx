// docs/forms.md's "Add a field to a form", in the browser's form: one field added to the contact form's
// description (src/lib/contact-form.ts) and nothing else appears with its label and limit, is checked before
// sending, and is sent. The suites' fixtures fill it, required or optional, with nothing edited.
// (__tests__/server/forms/add-a-field.test.ts follows it through the server.)

import { screen } from "@testing-library/react";
jest.mock("../../src/lib/contact-form", () => jest.requireActual("../fixtures/contact-form-with-company"));

import { ContactForm } from "../../src/components/forms/contact-form";
import { CONTACT_FORM } from "../../src/lib/forms";
import { addedField } from "../fixtures/contact-form-with-company";
import { contactPayload, formInputs, inputsOf, validPayload } from "../fixtures/payloads";
import { renderWithTheme } from "../setup/render";
import { enter, setupUser, stubFetch } from "./helpers";

describe("a field added to the contact form's description", () => {
  it("appears in the form, is checked, and is sent", async () => {
    const api = stubFetch();
    api.respond(201, { ok: true });
    const user = setupUser();
    renderWithTheme(<ContactForm />);
    const company = screen.getByLabelText("Company", { exact: false });
    expect(company).toHaveAttribute("name", "company");
    expect(company).toHaveAttribute("maxlength", "80");
    expect(company).toBeRequired();

    for (const [label, value] of Object.entries({
      "First name": "Aisha",
      "E-mail": "aisha@example.com",
      Phone: "+91 90000 00000",
      Message: "Hello",
    }))
      await enter(user, screen.getByLabelText(label, { exact: false }), value);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Please name your company")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await enter(user, company, "ACME Motors");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("dialog", { name: "Thank you!" })).toBeInTheDocument();
    expect(api.bodyOf(0)).toMatchObject({ name: "Aisha", company: "ACME Motors" });
  });
});

describe("the suites' fixtures with the guide's field", () => {
  afterAll(() => addedField("required"));

  it.each(["required", "optional"] as const)(
    "fill it when it is %s, by its label, and the form sends it",
    async (kind) => {
      const field = addedField(kind);
      const api = stubFetch();
      api.respond(201, { ok: true });
      const user = setupUser();
      renderWithTheme(<ContactForm />);
      const company = screen.getByLabelText("Company", { exact: false });
      if (kind === "required") expect(company).toBeRequired();
      else expect(company).not.toBeRequired();

      // As the browser specs' fillForm and contact-form.test.tsx fill the form: each input of the
      // description by its label, the value from contactPayload.
      const payload = contactPayload();
      const values = formInputs(CONTACT_FORM, payload);
      const inputs = inputsOf(CONTACT_FORM);
      expect(inputs.at(-1)).toEqual({ name: "company", label: field.label, kind: field.kind });
      for (const input of inputs) {
        const value = values[input.name];
        if (value) await enter(user, screen.getByLabelText(input.label, { exact: false }), value);
      }
      await user.click(screen.getByRole("button", { name: "Send" }));
      expect(await screen.findByRole("dialog", { name: "Thank you!" })).toBeInTheDocument();
      expect(api.bodyOf(0)).toMatchObject({ ...payload, company: expect.stringMatching(/\S/) });
    },
  );
});

describe("validPayload, for a field with a check of its own", () => {
  const https = (value: string) =>
    value.startsWith("https://") ? undefined : "Please give an https:// address";
  const form = {
    ...CONTACT_FORM,
    fields: [
      ...CONTACT_FORM.fields,
      { name: "site", label: "Web site", kind: "text", max: 80, check: https },
    ],
  } as const;

  it("names the field when its value by kind fails the check, and takes the value it is given", () => {
    expect(() => validPayload(form)).toThrow(
      "validPayload(message) is not valid: site: Please give an https:// address",
    );
    expect(validPayload(form, { site: "https://example.org" })).toMatchObject({
      site: "https://example.org",
    });
  });
});
