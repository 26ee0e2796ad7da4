/** Moves focus to the first field, in the given order, that has an error. */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  order: readonly string[],
  errors: object,
): void {
  const first = order.find((name) => name in errors);
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
