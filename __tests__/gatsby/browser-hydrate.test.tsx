import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { replaceHydrateFunction } from "../../gatsby-browser";

/** What Gatsby's runtime renders into #___gatsby: a focus wrapper holding the page. */
function App({ onCommit }: { onCommit: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onCommit, [onCommit]);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {`Pressed ${count} times`}
      </button>
    </div>
  );
}

/** The markup the server sends for <App>: the same as a client render's (one text node, no markers). */
function serverMarkup(): string {
  const scratch = document.createElement("div");
  const root = createRoot(scratch);
  act(() => root.render(<App onCommit={() => undefined} />));
  const html = scratch.innerHTML;
  act(() => root.unmount());
  return html;
}

type Renderer = (element: JSX.Element, container: Element) => () => void;
const renderer = (): Renderer => (replaceHydrateFunction as unknown as () => Renderer)();

describe("replaceHydrateFunction", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("hydrates server markup in place: the server's elements are kept and start responding", async () => {
    const container = document.createElement("div");
    container.innerHTML = serverMarkup();
    document.body.append(container);
    const serverButton = screen.getByRole("button", { name: "Pressed 0 times" });
    const committed = jest.fn();

    let unmount: () => void = () => undefined;
    act(() => {
      unmount = renderer()(<App onCommit={committed} />, container);
    });
    await waitFor(() => expect(committed).toHaveBeenCalledTimes(1));

    // The server's button was kept (hydrated, not replaced) and now has its handler.
    const button = screen.getByRole("button", { name: "Pressed 0 times" });
    expect(button).toBe(serverButton);
    fireEvent.click(button);
    expect(button).toHaveTextContent("Pressed 1 times");

    act(() => unmount());
    expect(container).toBeEmptyDOMElement();
  });

  it("renders afresh into an element with no server markup (gatsby develop, its loading indicator)", () => {
    const container = document.createElement("div");
    document.body.append(container);
    const committed = jest.fn();
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = renderer()(<App onCommit={committed} />, container);
    });
    expect(committed).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Pressed 0 times" }));
    expect(screen.getByRole("button")).toHaveTextContent("Pressed 1 times");
    act(() => unmount());
    expect(container).toBeEmptyDOMElement();
  });
});
