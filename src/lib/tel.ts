/**
 * "+91 00000 00000" → "tel:+910000000000" (a dialable link target). A module of its own: the footer
 * on every page uses it, so it must not bring the page-only formatters of format.ts into the shared bundle.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
