/**
 * Nothing a visitor does before hydrateRoot is lost (from then on React replays events itself): an inline
 * <head> script records clicks on buttons that show or hide something, replayed once every island has
 * hydrated, and text typed into a form is handed to React as each island commits.
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

/** Inline <head> script (the server hashes it into the CSP). */
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
 * Hands a field's typed text to React, which took it as the current value: it is reset through the element
 * (which React tracks) and set again through the prototype's setter (which it does not), so the input event
 * reaches onChange.
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
 * In an island's first commit: hands its fields' text (now, or before hydration where it was reset) to
 * React. Every field is read before any is handed over: a hand-over re-renders the form and resets the rest.
 */
export function replayTypedTextIn(root: ParentNode, typedBefore: Map<TextField, string> = new Map()): void {
  const typed = [...root.querySelectorAll<TextField>(TEXT_FIELDS)].map((field) => {
    const now = field.value;
    return [field, now !== field.defaultValue ? now : (typedBefore.get(field) ?? now)] as const;
  });
  for (const [field, text] of typed) replayTypedText(field, text);
}

/** Clicks the recorded buttons again, each rendered before the next: a handler sees the click before it. */
export function replayClicks(clicks: Element[]): void {
  for (const button of clicks) {
    if (button.isConnected && button instanceof HTMLElement) flushSync(() => button.click());
  }
}
