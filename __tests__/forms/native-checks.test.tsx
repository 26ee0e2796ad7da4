import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../../src/styles/theme";
import { ContactForm } from "../../src/components/forms/contact-form";
import { NewsletterBox } from "../../src/components/newsletter-box";
import { renderWithTheme } from "../setup/render";

const serverMarkup = (element: React.ReactElement): HTMLElement => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
  return container;
};

describe("the browser's own checks until a form's script takes over", () => {
  it("the server's contact form asks the browser to check required fields and the e-mail's form", () => {
    const form = serverMarkup(<ContactForm />).querySelector("form")!;
    expect(form.noValidate).toBe(false);
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')).toMatchObject({
      required: true,
      type: "email",
    });
    expect(form.querySelector<HTMLInputElement>('input[name="phone"]')?.required).toBe(true);
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.required).toBe(true);
    // An empty form is invalid to the browser: a click on Send before hydration does not post it.
    expect(form.checkValidity()).toBe(false);
  });

  it("the hydrated form turns them off: its own messages take over", () => {
    renderWithTheme(<ContactForm />);
    expect(screen.getByRole("form", { name: "Send us your query" })).toHaveAttribute("novalidate");
  });

  it("the newsletter box does the same", () => {
    const form = serverMarkup(<NewsletterBox />).querySelector("form")!;
    expect(form.noValidate).toBe(false);
    expect(form.querySelector("input")?.required).toBe(true);
    const { container } = renderWithTheme(<NewsletterBox />);
    expect(container.querySelector("form")).toHaveAttribute("novalidate");
  });
});
