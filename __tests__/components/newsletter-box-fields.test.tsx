// The newsletter box is drawn from the newsletter form's description: a field added to it
// (src/lib/subscribe-form.ts) appears in the box with its label, limit and check, and is sent.

import { screen } from "@testing-library/react";
import type * as Described from "../../src/lib/subscribe-form";

jest.mock("../../src/lib/newsletter");
jest.mock("../../src/lib/subscribe-form", () => {
  const actual = jest.requireActual<typeof Described>("../../src/lib/subscribe-form");
  const city = { name: "city", label: "Your city", kind: "text", required: "Please name your city", max: 40 };
  return { SUBSCRIBE_FORM: { ...actual.SUBSCRIBE_FORM, fields: [...actual.SUBSCRIBE_FORM.fields, city] } };
});

import { NewsletterBox } from "../../src/components/newsletter-box";
import { subscribeToNewsletter } from "../../src/lib/newsletter";
import { renderWithTheme } from "../setup/render";
import { enter, setupUser } from "../forms/helpers";

describe("a field added to the newsletter form's description", () => {
  it("appears in the box, is checked, and is sent", async () => {
    const user = setupUser();
    const subscribe = jest.mocked(subscribeToNewsletter).mockResolvedValue(undefined);
    renderWithTheme(<NewsletterBox />);
    const city = screen.getByLabelText("Your city");
    expect(city).toHaveAttribute("name", "city");
    expect(city).toHaveAttribute("maxlength", "40");
    expect(city).toBeRequired();

    await enter(user, screen.getByLabelText("Your e-mail address"), "fan@example.org");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(city).toHaveAccessibleDescription("Please name your city");
    expect(city).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();

    await enter(user, city, "Aligarh");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByRole("button", { name: "Sent" })).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ email: "fan@example.org", city: "Aligarh" });
  });
});
