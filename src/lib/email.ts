/**
 * The e-mail check of SPEC §5 ("non-space text, @, text, dot, text") and its message, for the
 * newsletter box. The forms (contact, join) use the same rule; keep the two in step.
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const INVALID_EMAIL_MESSAGE = "Please enter a valid Email";

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
