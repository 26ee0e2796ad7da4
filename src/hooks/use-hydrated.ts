import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False on the server and in the render that hydrates the server's markup, true from then on (React
 * renders again with the browser's value once hydrated). A form keeps the browser's own checks
 * (`required`, `type="email"`) until it is hydrated, so an empty or invalid form is never posted by a
 * click that lands before its script runs, and turns them off (`noValidate`) once its own validation,
 * with messages beside the fields, has taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
