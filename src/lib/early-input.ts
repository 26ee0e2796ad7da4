/**
 * Nothing a visitor does before React hydrates the page is lost.
 *
 * Between the first paint of the server HTML and React taking over (hydrateRoot), the page looks ready
 * but no React handler is attached: a click on a menu button does nothing and text typed into a form
 * field is in the DOM but not in the form's state. From hydrateRoot on, React itself hydrates at once
 * and replays a click or keystroke that lands on a part it has not hydrated yet.
 *
 * So for the gap before hydrateRoot:
 * - a tiny inline script in <head> (EARLY_CLICKS_SCRIPT) records clicks on buttons that show or hide
 *   something (aria-controls): the menu's toggle and dropdowns, tabs (the footer's Instagram popup
 *   is a native popover and needs no script);
 * - just before hydrateRoot, takeEarlyClicks() stops the recording and takes what it holds;
 * - as each island commits its hydration, replayTypedTextIn() hands its fields' text typed before to
 *   React as an ordinary input event; once every island has, replayClicks() clicks the recorded
 *   buttons again, now with their handlers.
 */

import { flushSync } from "react-dom";

declare global {
  interface Window {
    /** Buttons clicked before hydrateRoot, in order; null once React listens itself. */
    __earlyClicks?: Element[] | null;
  }
}

/** Buttons whose clicks are recorded before hydration. */
const RECORDED = "button[aria-controls]";

/** Inline <head> script (kept tiny and dependency-free; the server adds its hash to the CSP). */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=window.__earlyClicks=[];document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(RECORDED)});if(b&&window.__earlyClicks===q)q.push(b)},true)})()`;

/** Stops recording (React's own listeners take over at hydrateRoot) and returns the clicks recorded. */
export function takeEarlyClicks(): Element[] {
  const clicks = window.__earlyClicks ?? [];
  window.__earlyClicks = null;
  return clicks;
}

const TEXT_FIELDS =
  "form textarea, form input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset])";

/**
 * Hands a field's text typed before hydration to React. React took the typed text as the field's
 * current value when it hydrated, so an input event alone would not reach onChange: the value is set
 * to its server default through the element (which React tracks), then back to the typed text through
 * the prototype's setter (which React does not see), and the input event then reports a change.
 */
function replayTypedText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  if (typed === field.defaultValue) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype.prototype, "value")?.set;
  if (!setValue) return;
  const focused = document.activeElement === field;
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (focused && "setSelectionRange" in field) {
    try {
      field.setSelectionRange(typed.length, typed.length);
    } catch {
      /* an input type without a caret (email, number…) */
    }
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What is typed in the page's form fields now (read just before hydration: React may reset them). */
export function takeTypedText(): Map<TextField, string> {
  return new Map([...document.querySelectorAll<TextField>(TEXT_FIELDS)].map((field) => [field, field.value]));
}

/**
 * Once an island has hydrated (in its first commit, before its forms render again and write their
 * still-empty values back into the fields): hands the text typed into its fields to React. Each field
 * gives what it holds now or, where hydration already wrote the empty value back, what it held just
 * before hydration. Every field is read before any is handed over: the first hand-over re-renders its
 * form, and React then writes the form's values into the fields not handed over yet.
 */
export function replayTypedTextIn(root: ParentNode, typedBefore: Map<TextField, string> = new Map()): void {
  const typed = [...root.querySelectorAll<TextField>(TEXT_FIELDS)].map((field) => {
    const now = field.value;
    return [field, now !== field.defaultValue ? now : (typedBefore.get(field) ?? now)] as const;
  });
  for (const [field, text] of typed) replayTypedText(field, text);
}

/**
 * Once every island has hydrated: clicks again the buttons clicked before, one at a time, each fully
 * rendered before the next (as a person's clicks would be): a handler reading its state then sees what
 * the click before it did.
 */
export function replayClicks(clicks: Element[]): void {
  for (const button of clicks) {
    if (button.isConnected && button instanceof HTMLElement) flushSync(() => button.click());
  }
}
