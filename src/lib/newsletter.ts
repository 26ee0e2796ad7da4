import { INVALID_EMAIL_MESSAGE, isValidEmail } from "./email";

/**
 * Subscribes an address to the newsletter. TODO(forms): today a local stand-in (SPEC §2: no request is
 * made yet) that only checks the address and resolves; replace the body with the real API call. The
 * downloads page passes this to NewsletterBox as `subscribe`, so nothing else has to change.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  if (!isValidEmail(email)) throw new Error(INVALID_EMAIL_MESSAGE);
}
