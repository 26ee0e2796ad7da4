import type { Page } from "@playwright/test";
import { APPLICATION_FORM, type FormSpec } from "../../src/lib/forms";
import { applicationPayload, formInputs, inputsOf, validPayload } from "../fixtures/payloads";

/** A form control by its visible label (required ones carry a " *" hidden from assistive tech). */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A small file that starts as a PDF does. */
export const PDF = {
  name: "resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

/**
 * Fills each input of `form` (its description's fields, in order; not a file): `values` where given (""
 * leaves an input empty), otherwise a valid value by the field's kind (validPayload).
 */
export async function fillForm(
  page: Page,
  form: FormSpec,
  values: Partial<Record<string, string>> = {},
): Promise<void> {
  const inputs = formInputs(form, { ...validPayload(form), ...values });
  for (const input of inputsOf(form)) {
    const value = inputs[input.name] ?? "";
    const control = field(page, input.label);
    if (input.kind === "select") await control.selectOption(value);
    else if (value !== "" || (await control.inputValue()) !== "") await control.fill(value);
  }
}

/** Fills every field of the application form but the resume. */
export async function fillApplication(page: Page, email: string, enrollment: string): Promise<void> {
  await fillForm(
    page,
    APPLICATION_FORM,
    applicationPayload("", {
      name: "Imran Siddiqui",
      faculty: "22MEB123",
      enrollment,
      email,
      phone: "+91 90000 54321",
    }),
  );
}
