import { INVISIBLE_CHARACTER } from "./form-fields";

/**
 * The one form in which two addresses are compared (subscribers.email_key), never stored as the address:
 * invisible characters dropped, trimmed, NFKC, then lower, upper and lower case again (Unicode's full
 * case folding: "ẞ" and "ss" meet), then NFKC again to recompose what case mapping split.
 */
const INVISIBLE = new RegExp(INVISIBLE_CHARACTER.source, "gu");

export const canonicalEmail = (email: string): string =>
  email
    .replace(INVISIBLE, "")
    .trim()
    .normalize("NFKC")
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .normalize("NFKC");
