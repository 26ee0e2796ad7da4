import type { Page } from "@playwright/test";

/** A form control by its visible label (required ones carry a " *" hidden from assistive tech). */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A small file that starts as a PDF does. */
export const PDF = {
  name: "resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

/** Fills every field of the application form but the resume. */
export async function fillApplication(page: Page, email: string, enrollment: string): Promise<void> {
  await field(page, "First name").fill("Imran");
  await field(page, "Last name").fill("Siddiqui");
  await field(page, "Faculty number").fill("22MEB123");
  await field(page, "Year of study").selectOption("Second");
  await field(page, "Branch").fill("Mechanical");
  await field(page, "Enrollment number").fill(enrollment);
  await field(page, "E-mail").fill(email);
  await field(page, "Phone").fill("+91 90000 54321");
}
