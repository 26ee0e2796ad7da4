import { EMAIL_INVALID, EMAIL_PATTERN } from "./validation";

/** The e-mail check (text, "@", text, ".", text) and its message, from the rules forms and server share. */
export const INVALID_EMAIL_MESSAGE = EMAIL_INVALID;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/**
 * The one form in which two addresses are compared, whichever engine stores them: trimmed, Unicode NFKC
 * (so a decomposed "a" + "¨" is "ä", a full-width "Ａ" is "A"), then full case folding: lower, upper,
 * then lower case again gives Unicode's full folding for every letter a person types ("ẞ" → "ß" → "SS" →
 * "ss", final "ς" → "Σ" → "σ", "Ä" and "ä" meet). NFKC again at the end recomposes what case mapping
 * split.
 * Never stored as the address (a mailbox "straße" is not "strasse" to every server): only compared, and
 * kept in subscribers.email_key.
 */
export const canonicalEmail = (email: string): string =>
  email.trim().normalize("NFKC").toLowerCase().toUpperCase().toLowerCase().normalize("NFKC");
