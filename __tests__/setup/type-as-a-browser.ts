/**
 * Keys pressed in a text field as a browser delivers them, one at a time: a keydown, the value changed
 * behind React's back (through the prototype's setter, as the browser's own editing does), then an input
 * event. Setting `field.value` directly would update React's value tracker and hide the change from it.
 */
export function typeAsABrowserWould(field: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  for (const key of text) {
    field.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    setValue.call(field, field.value + key);
    field.dispatchEvent(new InputEvent("input", { data: key, inputType: "insertText", bubbles: true }));
  }
}
