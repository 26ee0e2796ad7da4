import { createContext, useContext } from "react";

/**
 * What the server knows of a form it draws again after refusing a submission sent without JavaScript:
 * the values sent, the messages by input name, the resume already stored, and where to post it again.
 * Absent on the site's pages, where the form starts empty and the visitor's browser judges it.
 */
export interface ServerFormState {
  action: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  resume?: string;
}

export const ServerFormStateContext = createContext<ServerFormState | null>(null);

export const useServerFormState = (): ServerFormState | null => useContext(ServerFormStateContext);
