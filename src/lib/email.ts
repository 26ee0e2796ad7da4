import { EMAIL_INVALID, EMAIL_PATTERN } from "./validation";

/** The e-mail check of SPEC §5 and its message, from the rules the forms and the server share. */
export const INVALID_EMAIL_MESSAGE = EMAIL_INVALID;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
