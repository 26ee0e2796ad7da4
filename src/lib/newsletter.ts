import { postJson } from "./api";
import { apiPathOf } from "./form-fields";
import type { SubscribePayload } from "./forms";
import { SUBSCRIBE_FORM } from "./subscribe-form";
import { cleanForm, hasErrors, validateForm } from "./validation";

/**
 * Subscribes an address to the newsletter through POST /api/subscribe (idempotent on the server);
 * rejects when the address is refused or the request fails, and the newsletter box says so.
 */
export async function subscribeToNewsletter(values: SubscribePayload): Promise<void> {
  const errors = validateForm(SUBSCRIBE_FORM, values);
  if (hasErrors(errors)) throw new Error(Object.values(errors).join(" "));
  const result = await postJson(apiPathOf(SUBSCRIBE_FORM), cleanForm(SUBSCRIBE_FORM, values));
  if (!result.ok) throw new Error(result.errors.email ?? `subscribing failed with status ${result.status}`);
}
