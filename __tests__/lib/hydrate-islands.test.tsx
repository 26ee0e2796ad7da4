/**
 * The moment an island's hydration commits, it is fully live: its effects (where react-final-form
 * registers each field) have run, so a keystroke that comes next is the form's. React otherwise runs a
 * non-urgent commit's effects in a later task, and a key pressed in between was typed into a field the
 * form did not know yet: React put the field back to the form's empty value and the letter was lost
 * (the browser suite once read "mran" for "Imran" on a slow machine).
 *
 * React's own test scheduler (scheduler/unstable_mock) makes that window certain: it runs the hydration
 * up to its commit (the commit asks the browser to paint, where the mock stops), as a browser can
 * before an input event, and no further.
 */
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../../src/styles/theme";
import { ContactFormIsland } from "../../src/components/forms/contact-form";
import { hydrateIslands } from "../../src/lib/hydrate-islands";
import { typeAsABrowserWould } from "../setup/type-as-a-browser";

jest.mock("scheduler", () => jest.requireActual("scheduler/unstable_mock"));
/** What this test uses of React's test scheduler (the same module react-dom now schedules with). */
const Scheduler = jest.requireMock<{
  unstable_getFirstCallbackNode(): unknown;
  unstable_flushUntilNextPaint(): void;
  unstable_flushAllWithoutAsserting(): boolean;
}>("scheduler");

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

it("an island is live from its commit: a key pressed before React's next task is the form's", async () => {
  document.body.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <ContactFormIsland />
    </ThemeProvider>,
  );
  const island = document.querySelector<HTMLElement>('[data-island="contact-form"]')!;
  const firstName = document.querySelector<HTMLInputElement>('input[name="firstName"]')!;
  const hydrated = hydrateIslands(document);
  // The island's code loads (a promise), then its hydration is scheduled.
  while (Scheduler.unstable_getFirstCallbackNode() === null) await new Promise((r) => setTimeout(r, 0));

  Scheduler.unstable_flushUntilNextPaint();
  expect(island).toHaveAttribute("data-hydrated", "true");
  typeAsABrowserWould(firstName, "I");
  expect(firstName.value).toBe("I");

  Scheduler.unstable_flushAllWithoutAsserting();
  await hydrated;
  typeAsABrowserWould(firstName, "mran");
  Scheduler.unstable_flushAllWithoutAsserting();
  expect(firstName.value).toBe("Imran");
});

it("starts in the task after the one evaluating the app (a long one on a phone); clicks are recorded till then", async () => {
  document.body.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <ContactFormIsland />
    </ThemeProvider>,
  );
  const recorded: Element[] = [];
  window.__earlyClicks = recorded;
  const hydrated = hydrateIslands(document);
  for (let tick = 0; tick < 50; tick += 1) await Promise.resolve(); // the rest of this task
  expect(window.__earlyClicks).toBe(recorded);
  expect(Scheduler.unstable_getFirstCallbackNode()).toBeNull();

  while (Scheduler.unstable_getFirstCallbackNode() === null) await new Promise((r) => setTimeout(r, 0));
  expect(window.__earlyClicks).toBeNull(); // React listens now
  Scheduler.unstable_flushAllWithoutAsserting();
  await hydrated;
  expect(document.documentElement).toHaveAttribute("data-hydrated", "true");
});
