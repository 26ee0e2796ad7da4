import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EmbedFacade } from "../../src/components/embed-facade";
import { renderWithTheme as render } from "../setup/render";

describe("embed facade", () => {
  it("makes no frame until the visitor asks, then a titled iframe", async () => {
    const { container } = render(
      <EmbedFacade
        src="https://www.youtube-nocookie.com/embed/abc?autoplay=1"
        title="Formula Bharat highlights"
        label="Play video: Formula Bharat highlights"
        poster={<img src="/poster.jpg" alt="" />}
      />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Play video: Formula Bharat highlights" }));
    const frame = screen.getByTitle("Formula Bharat highlights");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc?autoplay=1");
    expect(screen.queryByRole("button")).toBeNull();
    expect(frame).toHaveFocus();
  });
});
