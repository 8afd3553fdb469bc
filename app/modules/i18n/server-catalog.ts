import type { Messages } from "@lingui/core";
import { createContext, useContext } from "react";

/**
 * The page language's whole catalog while the server renders a page (set by the server's entry), so
 * texts only the server renders need not be sent to the browser. Undefined in the browser, which renders
 * with the groups of messages sent with the page (message-groups.ts).
 */
export const ServerCatalogContext = createContext<Messages | undefined>(undefined);

export function useServerCatalog(): Messages | undefined {
  return useContext(ServerCatalogContext);
}
