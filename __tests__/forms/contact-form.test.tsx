import { act, screen, waitFor } from "@testing-library/react";
import { ContactForm } from "../../src/components/forms/contact-form";
import { CONTACT_FORM } from "../../src/lib/forms";
import { contactPayload, formInputs, inputsOf } from "../fixtures/payloads";
import { renderWithTheme } from "../setup/render";
import { stubFetch, enter, setupUser } from "./helpers";

async function fill(user: ReturnType<typeof setupUser>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await enter(user, screen.getByLabelText(label, { exact: false }), value);
}

/** A valid message by the labels of its inputs (every field of the description gets a value). */
const PAYLOAD = contactPayload({
  name: "Aisha K Rahman",
  email: "aisha@example.com",
  phone: "+91 90000 00000",
  message: "We would like to sponsor ZFR.",
});
const INPUTS = formInputs(CONTACT_FORM, PAYLOAD);
const VALID = Object.fromEntries(
  inputsOf(CONTACT_FORM).map((input) => [input.label, INPUTS[input.name] ?? ""] as const),
);

describe("contact form", () => {
  it("posts to the API by itself before (or without) the script: never a GET with the values in the URL", () => {
    renderWithTheme(<ContactForm />);
    const form = screen.getByRole("form", { name: "Send us your query" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/message");
    for (const { name } of inputsOf(CONTACT_FORM))
      expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
  });

  it("marks the name as required as a group: a visible * on its legend, in words for screen readers", () => {
    renderWithTheme(<ContactForm />);
    const group = screen.getByRole("group", { name: /^Your name/ });
    const legend = group.querySelector("legend");
    expect(legend).toHaveTextContent(/^Your name \*/);
    expect(group).toHaveAccessibleName("Your name (required: fill in at least one part)");
  });

  it("shows each field's message, focuses the first problem and sends nothing", async () => {
    const api = stubFetch();
    const user = setupUser();
    renderWithTheme(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Phone No. is required")).toBeInTheDocument();
    expect(screen.getByText("This field is required")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("Name is required");
    expect(api.calls).toHaveLength(0);
  });

  it("blocks a filled-in but invalid e-mail and clears an error on typing", async () => {
    const api = stubFetch();
    const user = setupUser();
    renderWithTheme(<ContactForm />);
    await fill(user, { ...VALID, "E-mail": "aisha@example" });
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Please enter a valid Email")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail", { exact: false })).toHaveFocus();
    expect(api.calls).toHaveLength(0);
    await enter(user, screen.getByLabelText("E-mail", { exact: false }), ".com");
    expect(screen.queryByText("Please enter a valid Email")).not.toBeInTheDocument();
  });

  it("sends the message with the name joined, shows a busy spinner, then Thank you! and clears the form", async () => {
    const api = stubFetch();
    const release = api.hold(201, { ok: true });
    const user = setupUser();
    renderWithTheme(<ContactForm />);
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const busy = screen.getByRole("button", { name: "Sending your message" });
    expect(busy).toHaveAttribute("aria-busy", "true");
    await user.click(busy);
    expect(api.calls).toHaveLength(1);
    await act(async () => release());
    const dialog = await screen.findByRole("dialog", { name: "Thank you!" });
    expect(dialog).toHaveTextContent(
      "Your message has been successfully sent. We will contact you very soon!",
    );
    expect(api.calls[0]?.url).toBe("/api/message");
    expect(api.bodyOf(0)).toMatchObject({
      ...PAYLOAD,
      name: "Aisha K Rahman",
      subject: "Sponsorship",
      email: "aisha@example.com",
      phone: "+91 90000 00000",
      message: "We would like to sponsor ZFR.",
      website: "",
    });
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveValue(""));
    expect(screen.getByLabelText("Message", { exact: false })).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows Error! and keeps every field when the server fails", async () => {
    const api = stubFetch();
    api.respond(500, { error: "boom" });
    const user = setupUser();
    renderWithTheme(<ContactForm />);
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveTextContent("Please wait a few minutes before you try again.");
    expect(screen.getByLabelText("First name")).toHaveValue("Aisha");
    expect(screen.getByLabelText("Message", { exact: false })).toHaveValue("We would like to sponsor ZFR.");
    expect(screen.getByRole("button", { name: "Send" })).not.toHaveAttribute("aria-busy");
  });

  it("shows the server's field errors next to their fields", async () => {
    const api = stubFetch();
    api.respond(400, { errors: { phone: "Please use at most 25 characters" } });
    const user = setupUser();
    renderWithTheme(<ContactForm />);
    await fill(user, VALID);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("dialog", { name: "Error!" });
    expect(screen.getByLabelText("Phone", { exact: false })).toHaveAccessibleDescription(
      "Please use at most 25 characters",
    );
  });

  it("has a 100 px message box", () => {
    stubFetch();
    renderWithTheme(<ContactForm />);
    expect(getComputedStyle(screen.getByLabelText("Message", { exact: false })).height).toBe("100px");
  });
});
