import { createContext, useContext } from "react";

/** What the server knows of a form it draws again after refusing a no-JavaScript submission. */
export interface ServerFormState {
  action: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  resume?: string;
}

export const ServerFormStateContext = createContext<ServerFormState | null>(null);

export const useServerFormState = (): ServerFormState | null => useContext(ServerFormStateContext);
