import { screen } from "@testing-library/react";
import { NewsletterBox } from "../../src/components/newsletter-box";
import * as newsletter from "../../src/lib/newsletter";
import { renderWithTheme as render } from "../setup/render";
import { enter, setupUser } from "../forms/helpers";

// The box subscribes through src/lib/newsletter.ts: mocked for the box, real for its own tests below.
jest.mock("../../src/lib/newsletter");
const subscribe = jest.mocked(newsletter.subscribeToNewsletter);
const { subscribeToNewsletter } = jest.requireActual<typeof newsletter>("../../src/lib/newsletter");
beforeEach(() => subscribe.mockReset().mockResolvedValue(undefined));

// User-event sessions never wait between events and fields are filled as a paste (setupUser, enter),
// so nothing here depends on the machine's speed; the limit is generous for a busy machine all the same.
jest.setTimeout(30_000);

const emailInput = () => screen.getByLabelText("Your e-mail address");

describe("newsletter 'coming soon' box", () => {
  it("has its heading, a labelled e-mail input with the placeholder and a Notify me button", () => {
    render(<NewsletterBox />);
    expect(screen.getByRole("heading", { name: "NewsLetter coming soon" })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute("type", "email");
    expect(emailInput()).toHaveAttribute("placeholder", "Enter Your Email");
    expect(screen.getByRole("button", { name: "Notify me" })).toBeInTheDocument();
  });

  it("shows 'Please enter a valid Email' for an invalid address and does not subscribe", async () => {
    const user = setupUser();
    render(<NewsletterBox />);
    await enter(user, emailInput(), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByText("Please enter a valid Email")).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute("aria-invalid", "true");
    expect(emailInput()).toHaveAccessibleDescription("Please enter a valid Email");
    expect(emailInput()).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.queryByText("We will notify you soon")).not.toBeInTheDocument();
    // Typing clears the error.
    await enter(user, emailInput(), "x");
    expect(screen.queryByText("Please enter a valid Email")).not.toBeInTheDocument();
  });

  it("refuses an empty address too", async () => {
    const user = setupUser();
    render(<NewsletterBox />);
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("on success turns the button to 'Sent' and announces 'We will notify you soon'", async () => {
    const user = setupUser();
    render(<NewsletterBox />);
    await enter(user, emailInput(), "  fan@example.org ");
    await user.keyboard("{Enter}");
    expect(subscribe).toHaveBeenCalledWith({ email: "fan@example.org" });
    expect(await screen.findByRole("button", { name: "Sent" })).toHaveAttribute("aria-disabled", "true");
    const message = screen.getByText("We will notify you soon");
    expect(message).toHaveAttribute("aria-live", "polite");
    await user.click(screen.getByRole("button", { name: "Sent" }));
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it("keeps the form usable and says so when subscribing fails", async () => {
    const user = setupUser();
    subscribe.mockRejectedValueOnce(new Error("503"));
    render(<NewsletterBox />);
    await enter(user, emailInput(), "fan@example.org");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText(/please try again/i)).toBeInTheDocument();
    expect(screen.queryByText("We will notify you soon")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByRole("button", { name: "Sent" })).toBeInTheDocument();
  });

  it("subscribes through POST /api/subscribe, and rejects an invalid address without a request", async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue({ ok: true, status: 201, json: () => Promise.resolve({ ok: true }) });
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(subscribeToNewsletter({ email: "fan@example.org" })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/subscribe");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: "fan@example.org" });
    await expect(subscribeToNewsletter({ email: "fan@example" })).rejects.toThrow(
      "Please enter a valid Email",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("rejects when the server refuses", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 500,
      json: () => Promise.resolve({}),
    }) as unknown as typeof fetch;
    await expect(subscribeToNewsletter({ email: "fan@example.org" })).rejects.toThrow("status 500");
  });
});
