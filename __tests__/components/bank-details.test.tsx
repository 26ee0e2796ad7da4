import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BankDetails, COPY_FAILED } from "../../src/components/bank-details";
import { renderWithTheme as render } from "../setup/render";
import { BANK_ROWS } from "../fixtures/typed";

/** Replaces navigator.clipboard (after userEvent.setup(), which installs its own stub). */
function mockClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(window.navigator, "clipboard", { value: clipboard, configurable: true });
}

const row = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement as HTMLElement;
const copyButton = (name: string) => screen.getByRole("button", { name });
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

describe("Bank Details copy rows", () => {
  it("lists the six rows, each with a copy button named after its label", () => {
    render(<BankDetails rows={BANK_ROWS} headingId="bank" />);
    expect(screen.getByRole("heading", { name: "Bank Details" })).toBeInTheDocument();
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "Copy account name",
      "Copy account number",
      "Copy bank name",
      "Copy cif number",
      "Copy branch code",
      "Copy ifsc code",
    ]);
    BANK_ROWS.forEach(({ label, value }) => expect(within(row(label)).getByText(value)).toBeInTheDocument());
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
  });

  it("writes the row's value, shows Copied on that row only and announces it", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard({ writeText });
    const { container } = render(<BankDetails rows={BANK_ROWS} headingId="bank" />);
    await user.click(copyButton("Copy account number"));
    expect(writeText).toHaveBeenCalledWith("0000 0000 0000");
    expect(within(row("Account Number")).getByText("Copied")).toBeInTheDocument();
    expect(screen.getAllByText("Copied")).toHaveLength(1);
    expect(liveRegion(container)).toHaveTextContent("Account Number copied");
  });

  it("toggles back when the same row is pressed again", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard({ writeText });
    const { container } = render(<BankDetails rows={BANK_ROWS} headingId="bank" />);
    await user.click(copyButton("Copy ifsc code"));
    expect(within(row("IFSC Code")).getByText("Copied")).toBeInTheDocument();
    await user.click(copyButton("Copy ifsc code"));
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(liveRegion(container)).toHaveTextContent("");
    await user.click(copyButton("Copy ifsc code"));
    expect(within(row("IFSC Code")).getByText("Copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("resets the other rows when another row is copied", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard({ writeText });
    render(<BankDetails rows={BANK_ROWS} headingId="bank" />);
    await user.click(copyButton("Copy account name"));
    await user.click(copyButton("Copy branch code"));
    expect(writeText).toHaveBeenLastCalledWith("00000");
    expect(within(row("Account Name")).queryByText("Copied")).not.toBeInTheDocument();
    expect(within(row("Branch Code")).getByText("Copied")).toBeInTheDocument();
    expect(screen.getAllByText("Copied")).toHaveLength(1);
  });

  it("says so on the row instead of claiming Copied when the clipboard refuses", async () => {
    const user = userEvent.setup();
    mockClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException("Denied", "NotAllowedError")) });
    const { container } = render(<BankDetails rows={BANK_ROWS} headingId="bank" />);
    await user.click(copyButton("Copy bank name"));
    expect(within(row("Bank Name")).getByText(COPY_FAILED)).toBeInTheDocument();
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent(`Bank Name: ${COPY_FAILED}`);
  });

  it("reports a failure when the Clipboard API is missing", async () => {
    const user = userEvent.setup();
    mockClipboard(undefined);
    render(<BankDetails rows={BANK_ROWS} headingId="bank" />);
    await user.click(copyButton("Copy cif number"));
    expect(within(row("CIF Number")).getByText(COPY_FAILED)).toBeInTheDocument();
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
  });
});
