import { postJson } from "../../lib/api";
import { EMAIL_INVALID, cleanSubscribe, hasErrors, validateSubscribe } from "../../lib/validation";

/** Subscribes an e-mail to the newsletter (POST /api/subscribe); throws with a message the box can show. */
export async function subscribe(email: string): Promise<void> {
  const errors = validateSubscribe({ email });
  if (hasErrors(errors)) throw new Error(errors.email ?? EMAIL_INVALID);
  const result = await postJson("/api/subscribe", cleanSubscribe({ email }));
  if (!result.ok) throw new Error(result.errors.email ?? "Please wait a few minutes before you try again.");
}
