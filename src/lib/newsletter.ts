import { postJson } from "./api";
import { apiPathOf } from "./form-fields";
import { SUBSCRIBE_FORM } from "./subscribe-form";
import { cleanForm, hasErrors, validateForm } from "./validation";

/**
 * Subscribes an address to the newsletter through POST /api/subscribe (idempotent on the server);
 * rejects when the address is refused or the request fails, and the newsletter box says so.
 * (The old site's Notify me made no request at all.)
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const errors = validateForm(SUBSCRIBE_FORM, { email });
  if (hasErrors(errors)) throw new Error(errors.email);
  const result = await postJson(apiPathOf(SUBSCRIBE_FORM), cleanForm(SUBSCRIBE_FORM, { email }));
  if (!result.ok) throw new Error(result.errors.email ?? `subscribing failed with status ${result.status}`);
}
