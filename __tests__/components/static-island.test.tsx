import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { StaticIsland } from "../../src/components/static-island";

/** What the server sends for a page: the same markup as a render with the island's children. */
async function serverMarkup(element: React.ReactElement): Promise<string> {
  const scratch = document.createElement("div");
  const root = createRoot(scratch);
  await act(async () => root.render(element));
  const html = scratch.innerHTML;
  act(() => root.unmount());
  return html;
}

const Page = ({ island }: { island?: React.ReactNode }) => (
  <main>
    <h1>Page</h1>
    <StaticIsland id="test-footer">{island}</StaticIsland>
  </main>
);

describe("static island (markup from the server, no code in the browser)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("renders its children on the server; the browser hydrates without them and keeps that markup", async () => {
    const serverHtml = await serverMarkup(
      <Page
        island={
          <footer>
            <a href="/sponsors">Sponsors</a>
          </footer>
        }
      />,
    );
    expect(serverHtml).toContain(
      '<div data-island="test-footer"><footer><a href="/sponsors">Sponsors</a></footer></div>',
    );

    const container = document.createElement("div");
    container.innerHTML = serverHtml;
    document.body.append(container);
    const footer = container.querySelector("footer");
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The very element the server sent, untouched.
    expect(container.querySelector("footer")).toBe(footer);
    expect(container.innerHTML).toBe(serverHtml);

    // A later render in the browser (say, after React had to start the page afresh) draws it again.
    const other = document.createElement("div");
    document.body.append(other);
    await act(async () => {
      createRoot(other).render(<Page />);
    });
    expect(other.querySelector('[data-island="test-footer"]')?.innerHTML).toBe(
      '<footer><a href="/sponsors">Sponsors</a></footer>',
    );
  });
});
