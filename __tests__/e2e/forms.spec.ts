import { expect, forgive, skipLoadingScreen, test } from "./fixtures";
import { submissions } from "./cli";
import { CONTACT_FORM } from "../../src/lib/forms";
import { PDF, field, fillApplication, fillForm, unique } from "./form-fields";

test.beforeEach(async ({ page }) => {
  await skipLoadingScreen(page);
});

/** The server refuses forms filled faster than a person could (bot check): wait like a person. */
const MIN_FILL_MS = 3100;

test("a visitor sends a message; the officers' CLI lists it", async ({ page }) => {
  const id = unique();
  const email = `visitor-${id}@example.com`;
  await page.goto("/contact");
  const started = Date.now();
  await fillForm(page, CONTACT_FORM, {
    name: "Sara Ali",
    subject: `Workshop ${id}`,
    email,
    phone: "+91 90000 12345",
    message: "When is the next CAD workshop?",
  });
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - started)));
  await page.getByRole("button", { name: "Send" }).click();
  const dialog = page.getByRole("dialog", { name: "Thank you!" });
  await expect(dialog).toContainText(
    "Your message has been successfully sent. We will contact you very soon!",
  );
  await expect(field(page, "First name")).toHaveValue("");
  await dialog.getByRole("button", { name: "OK" }).click();
  expect(submissions("list", "messages")).toContain(email);
});

test("the contact form shows each validation message and blocks an invalid e-mail", async ({ page }) => {
  let requests = 0;
  await page.route("**/api/message", (route) => {
    requests += 1;
    return route.continue();
  });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send" }).click();
  // The four messages written out here, and any other required field's own message.
  const required = CONTACT_FORM.fields.flatMap((spec) => ("required" in spec ? [spec.required] : []));
  for (const message of new Set([
    "Name is required",
    "Email is required",
    "Phone No. is required",
    "This field is required",
    ...required,
  ])) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, "First name")).toBeFocused();
  await field(page, "E-mail").fill("nobody@nowhere");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter a valid Email", { exact: true })).toBeVisible();
  await field(page, "E-mail").fill("nobody@nowhere.org");
  await expect(page.getByText("Please enter a valid Email", { exact: true })).toHaveCount(0);
  expect(requests).toBe(0);
});

test("the Error! dialog appears when the API fails, and the form keeps its values", async ({
  page,
  consoleErrors,
}) => {
  await page.route("**/api/message", (route) =>
    route.fulfill({ status: 500, body: "{}", contentType: "application/json" }),
  );
  await page.goto("/contact");
  await fillForm(page, CONTACT_FORM, { name: "Sara", message: "Hello" });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("dialog", { name: "Error!" })).toContainText(
    "Please wait a few minutes before you try again.",
  );
  await expect(field(page, "Message")).toHaveValue("Hello");
  forgive(consoleErrors, /status of 500/);
});

test("a student applies with a PDF resume; the CLI lists the application", async ({ page }) => {
  const id = unique();
  const email = `student-${id}@example.com`;
  await page.goto("/apply");
  const started = Date.now();
  await fillApplication(page, email, `GK${id.slice(-6)}`);
  await field(page, "Resume").setInputFiles(PDF);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("button", { name: "Uploaded" })).toBeVisible();
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - started)));
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toContainText(
    "Thank you for your application. We will get back to you as soon as possible.",
  );
  expect(submissions("list", "applications")).toContain(email);
});

test("a renamed non-PDF is refused with a message", async ({ page, consoleErrors }) => {
  await page.goto("/apply");
  await field(page, "Resume").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html>not a pdf</html>"),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText(/must be a PDF/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();
  forgive(consoleErrors, /status of 415/);
});

test("the newsletter refuses an empty address and takes the visitor to its field", async ({ page }) => {
  await page.goto("/downloads");
  const box = page.locator('[data-island="newsletter-box"]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Notify me" }).click();
  const email = page.getByLabel(/e-?mail/i);
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/./);
});

test("the newsletter subscribes an e-mail for real", async ({ page }) => {
  const email = `reader-${unique()}@example.com`;
  await page.goto("/downloads");
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("button", { name: "Sent" })).toBeVisible();
  await expect(page.getByText("We will notify you soon")).toBeVisible();
  expect(submissions("list", "subscribers")).toContain(email);
});
