// The forms as the browser posts them without JavaScript: every named control of the site's forms (and
// of the server's own form pages) is one the server takes, the honeypot included, so refusing fields a
// form does not have never refuses a visitor's real form.

import { ApplicationForm } from "../../src/components/forms/application-form";
import { ContactForm } from "../../src/components/forms/contact-form";
import { NewsletterBox } from "../../src/components/newsletter-box";
import { FORMS, type FormId } from "../../src/lib/forms";
import { formPage, postedInputNames } from "../../src/server/forms/form-page";
import { renderWithTheme } from "../setup/render";

const namesIn = (root: ParentNode): string[] =>
  [...root.querySelectorAll("form [name]")].map((control) => control.getAttribute("name") ?? "");

describe("the names a form posts", () => {
  it.each([
    ["message", <ContactForm key="contact" />],
    ["register", <ApplicationForm key="application" />],
    ["subscribe", <NewsletterBox key="newsletter" />],
  ] as const)("the site's %s form sends only names the server takes", (id: FormId, form) => {
    const { container } = renderWithTheme(form);
    const names = namesIn(container);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !postedInputNames(id).has(name))).toEqual([]);
  });

  it.each(FORMS.map((spec) => spec.id))("the server's own %s page sends only names it takes", (id) => {
    const html = formPage(id, { action: `/api/${id}`, values: {}, errors: {}, resume: "/api/resumes/x" }, "");
    const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
    const names = [...form.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !postedInputNames(id).has(name))).toEqual([]);
  });
});
