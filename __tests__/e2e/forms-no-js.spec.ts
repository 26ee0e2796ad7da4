// The forms without JavaScript, and before it runs: the browser posts each form itself (method="post",
// action on the API), and the server answers with its own page. Nothing typed ends up in a URL.
// (Playwright's plain `test`: the shared fixture waits for hydration, which never comes here.)

import { expect, test, type Page, type Route } from "@playwright/test";
import { submissions } from "./cli";
import { CONTACT_FORM } from "../../src/lib/forms";
import { PDF, field, fillApplication, fillForm, unique } from "./form-fields";

/** No visitor's value in the address bar: only a path, no query string. */
function expectCleanUrl(page: Page, path: string): void {
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(url.search).toBe("");
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form is sent and thanked, with nothing in the URL", async ({ page }) => {
    const email = `nojs-${unique()}@example.com`;
    await page.goto("/contact");
    await fillForm(page, CONTACT_FORM, {
      name: "Sara Ali",
      email,
      phone: "+91 90000 12345",
      message: "Sent without JavaScript",
    });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    expectCleanUrl(page, "/api/sent/message");
    expect(submissions("list", "messages")).toContain(email);
  });

  test("an empty contact form is stopped by the browser's own checks, never posted", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.locator("#contact-email:invalid")).toHaveCount(1);
    await expect(page.locator("#contact-phone:invalid")).toHaveCount(1);
    await expect(page.locator("#contact-message:invalid")).toHaveCount(1);
    // Still the contact page: nothing was posted.
    expect(new URL(page.url()).pathname).toMatch(/^\/contact\/?$/);
  });

  test("a contact form the browser accepts but the server refuses comes back with the messages beside the fields and the values kept", async ({
    page,
  }) => {
    await page.goto("/contact");
    // No name, and a valid address to the browser (no dot needed after the @), not to the server.
    await fillForm(page, CONTACT_FORM, {
      name: "",
      subject: "Kept subject",
      email: "nobody@nowhere",
      phone: "+91 90000 12345",
      message: "Sent without JavaScript",
    });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("heading", { name: "Please check the form" })).toBeVisible();
    expectCleanUrl(page, "/api/message");
    await expect(field(page, "First name")).toHaveAccessibleDescription("Name is required");
    await expect(field(page, "E-mail")).toHaveAccessibleDescription("Please enter a valid Email");
    await expect(field(page, "Subject")).toHaveValue("Kept subject");
    await expect(field(page, "E-mail")).toHaveValue("nobody@nowhere");
    await expect(field(page, "Message")).toHaveValue("Sent without JavaScript");
  });

  test("an application is sent with its resume in the same request", async ({ page }) => {
    const id = unique();
    const email = `nojs-a-${id.slice(-9)}@x.org`;
    await page.goto("/apply");
    await fillApplication(page, email, `GK${id.slice(-6)}`);
    await field(page, "Resume").setInputFiles(PDF);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
    expectCleanUrl(page, "/api/sent/register");
    expect(submissions("list", "applications")).toContain(email);
  });

  test("the newsletter box subscribes", async ({ page }) => {
    const email = `nojs-n-${unique().slice(-9)}@x.org`;
    await page.goto("/downloads");
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByText("We will notify you soon")).toBeVisible();
    expectCleanUrl(page, "/api/sent/subscribe");
    expect(submissions("list", "subscribers")).toContain(email);
  });
});

test("Send clicked before the page's script has run posts the form, not a URL full of personal data", async ({
  page,
}) => {
  // Hold every script until the click is done: the page is as a slow phone shows it before hydration.
  const held: Route[] = [];
  await page.route("**/*.js", (route) => void held.push(route));
  const email = `early-${unique()}@example.com`;
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await fillForm(page, CONTACT_FORM, {
    name: "Early",
    email,
    phone: "9876543210",
    message: "Clicked before hydration",
  });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await page.getByRole("button", { name: "Send" }).click();
  await page.waitForURL("**/api/sent/message");
  expectCleanUrl(page, "/api/sent/message");
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  for (const route of held) await route.abort().catch(() => undefined);
  expect(submissions("list", "messages")).toContain(email);
});
