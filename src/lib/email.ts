import { EMAIL_INVALID, EMAIL_PATTERN } from "./validation";

/** The e-mail check (text, "@", text, ".", text) and its message, from the rules forms and server share. */
export const INVALID_EMAIL_MESSAGE = EMAIL_INVALID;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
