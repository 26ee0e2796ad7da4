/** @jest-environment node */
// The forms server's own pages (src/server/forms/form-page.tsx) as a visitor's browser reads them.
import { CONTACT_FORM } from "../../src/lib/forms";
import { formPage, notePage, refusedPage, sitePage } from "../../src/server/forms/form-page";
import { theme } from "../../src/styles/theme";
import { readPage } from "../fixtures/page-dom";

const SITE = "https://site.example";

describe("the forms server's pages", () => {
  it("say one thing under the site's name, with a way back and no index", () => {
    const { document, page } = readPage(
      notePage({ title: "Sent <now>", text: "We will write back." }, "/contact", SITE),
    );
    expect(document.title).toBe("Sent <now> | SAE ZHCET");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(page.getByRole("link", { name: "SAE ZHCET Collegiate Club" }).getAttribute("href")).toBe(
      `${SITE}/`,
    );
    expect(page.getByRole("heading", { level: 1, name: "Sent <now>" })).toBeTruthy();
    expect(page.getByText("We will write back.")).toBeTruthy();
    expect(page.getByRole("link", { name: "Back to the site" }).getAttribute("href")).toBe(`${SITE}/contact`);
  });

  it("draw the back link as the site's accent button and the header as its dark band", () => {
    const { document, window, page } = readPage(refusedPage("message", 413, SITE));
    const back = page.getByRole("link", { name: "Back to the form" });
    expect(back.getAttribute("href")).toBe(`${SITE}${CONTACT_FORM.page}`);
    const style = window.getComputedStyle(back);
    expect(style.backgroundColor).toBe("rgb(200, 22, 29)");
    expect(style.minHeight).toBe(theme.sizes.tapTarget);
    expect(window.getComputedStyle(document.querySelector("header")!).backgroundColor).toBe(
      "rgb(17, 20, 24)",
    );
  });

  it("show a refused form again with its problems linked to the fields, every style in the head", () => {
    const html = formPage(
      "message",
      {
        action: "/api/message",
        values: { email: "x@y" },
        errors: { email: "Enter a real address." },
        notice: "Please try again.",
      },
      SITE,
    );
    const { document, page } = readPage(html);
    const alert = page.getByRole("alert");
    expect(alert.textContent).toContain("Please try again.");
    const problem = page.getByRole("link", { name: /Enter a real address\./ });
    const field = document.querySelector(problem.getAttribute("href") ?? "-") as HTMLInputElement | null;
    expect(field?.value).toBe("x@y");
    expect(field?.closest("form")?.getAttribute("action")).toBe("/api/message");
    expect(document.body.querySelector("style")).toBeNull();
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
  });

  it("answer an error outside the API with the site's page, linking home", () => {
    const { page } = readPage(sitePage(404));
    expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(page.getByRole("link", { name: "Back to the site" }).getAttribute("href")).toBe("/");
  });
});
