import { useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { act, screen } from "@testing-library/react";
import {
  EARLY_CLICKS_SCRIPT,
  replayClicks,
  replayTypedTextIn,
  takeEarlyClicks,
  takeTypedText,
} from "../../src/lib/early-input";
import { typeAsABrowserWould } from "../setup/type-as-a-browser";

/** A page with a menu dropdown and a controlled form field, as the site's shell and forms have. */
function Page() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  return (
    <>
      <nav aria-label="Main">
        <button type="button" aria-controls="about-menu" aria-expanded={open} onClick={() => setOpen(!open)}>
          About us
        </button>
        <ul id="about-menu" hidden={!open}>
          <li>Board</li>
        </ul>
      </nav>
      <form>
        <label>
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </form>
      <output>{`State: ${name}`}</output>
    </>
  );
}

/** The server's markup for <Page>, in a container in the document, not yet hydrated. */
function serverRendered(): HTMLElement {
  const scratch = document.createElement("div");
  const root = createRoot(scratch);
  act(() => root.render(<Page />));
  const html = scratch.innerHTML;
  act(() => root.unmount());
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Runs the inline <head> script, as the browser does before the body paints. */
const runHeadScript = () => new Function(EARLY_CLICKS_SCRIPT)();

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete window.__earlyClicks;
});

function hydrate(container: HTMLElement): Element[] {
  const clicks = takeEarlyClicks();
  act(() => {
    root = hydrateRoot(container, <Page />);
  });
  return clicks;
}

describe("input before hydration", () => {
  it("replays a menu click made before hydration once the page has hydrated", () => {
    runHeadScript();
    const container = serverRendered();
    screen.getByRole("button", { name: "About us" }).click(); // no React handler yet: nothing happens
    expect(screen.getByRole("button", { name: "About us" })).toHaveAttribute("aria-expanded", "false");

    const clicks = hydrate(container);
    expect(clicks).toHaveLength(1);
    act(() => replayClicks(clicks));
    expect(screen.getByRole("button", { name: "About us" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Board")).toBeVisible();
  });

  it("replays two early clicks as two: open, then closed again", () => {
    runHeadScript();
    const container = serverRendered();
    const button = screen.getByRole("button", { name: "About us" });
    button.click();
    button.click();
    const clicks = hydrate(container);
    act(() => replayClicks(clicks));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("stops recording at hydration: later clicks are React's alone and happen once", () => {
    runHeadScript();
    const container = serverRendered();
    const clicks = hydrate(container);
    act(() => screen.getByRole("button", { name: "About us" }).click());
    expect(clicks).toHaveLength(0);
    expect(window.__earlyClicks).toBeNull();
    act(() => replayClicks(clicks));
    expect(screen.getByRole("button", { name: "About us" })).toHaveAttribute("aria-expanded", "true");
  });

  it("hands text typed before hydration to the form's state, and keeps it in the field", () => {
    const container = serverRendered();
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
    field.value = "Asha"; // typed while the page was not yet hydrated
    hydrate(container);
    expect(screen.getByText("State:")).toBeInTheDocument(); // React has not seen it

    act(() => replayTypedTextIn(document));
    expect(screen.getByText("State: Asha")).toBeInTheDocument();
    expect(field).toHaveValue("Asha");
  });

  it("leaves fields React already knows alone", () => {
    const container = serverRendered();
    hydrate(container);
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
    act(() => typeAsABrowserWould(field, "Ravi")); // typed after hydration: React's own input events
    expect(screen.getByText("State: Ravi")).toBeInTheDocument();
    const inputs: string[] = [];
    field.addEventListener("input", () => inputs.push(field.value));
    act(() => replayTypedTextIn(document));
    expect(inputs).toEqual([]);
    expect(field).toHaveValue("Ravi");
  });

  it("takes the text a field held before hydration where its form's render wrote the empty value back", () => {
    const container = serverRendered();
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
    field.value = "Meera"; // typed while the page was not yet hydrated
    const before = takeTypedText();
    hydrate(container);
    field.value = ""; // what a controlled field's render writes back from the form's empty state

    act(() => replayTypedTextIn(container, before));
    expect(screen.getByText("State: Meera")).toBeInTheDocument();
    expect(field).toHaveValue("Meera");
  });
});
