import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False on the server and in the hydrating render, true from then on (a form keeps the browser's own
 * checks until then).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
