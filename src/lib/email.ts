import { INVISIBLE_CHARACTER } from "./form-fields";

/**
 * The one form in which two addresses are compared, whichever engine stores them: trimmed, Unicode NFKC
 * (so a decomposed "a" + "¨" is "ä", a full-width "Ａ" is "A"), then full case folding: lower, upper,
 * then lower case again gives Unicode's full folding for every letter a person types ("ẞ" → "ß" → "SS" →
 * "ss", final "ς" → "Σ" → "σ", "Ä" and "ä" meet). NFKC again at the end recomposes what case mapping
 * split. Invisible characters are dropped first: intake refuses them, but a row stored before that
 * ("än" + zero-width space + "ne@…", printed just like "änne@…") is the same person to erase.
 * Never stored as the address (a mailbox "straße" is not "strasse" to every server): only compared, and
 * kept in subscribers.email_key.
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
