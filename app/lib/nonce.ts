import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a page rendered for one response. Pages rendered once for many
 * visitors (prerendered at build time, or kept in the page cache) have none: their inline scripts are
 * allowed by hash instead (server/static/inline-script-hashes.ts).
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce of the current response; undefined in the browser and in pages shared by every visitor. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
