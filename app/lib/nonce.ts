import { createContext, useContext } from "react";

/**
 * Placeholder the build writes into prerendered HTML; the server swaps it for a fresh
 * nonce on every response, so no two visitors ever share a nonce.
 */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

export const NonceContext = createContext<string>("");

/** The Content-Security-Policy nonce of the current response (empty in the browser). */
export function useNonce(): string {
  return useContext(NonceContext);
}
