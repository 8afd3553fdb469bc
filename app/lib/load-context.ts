import { createContext, RouterContextProvider } from "react-router";

/** What the HTTP server knows of a request before React Router sees it. */
export interface RequestFacts {
  /** Fresh per response; absent for pages rendered once for every visitor (prerendered or cached). */
  cspNonce?: string;
  /** The client's network address, resolved once by the HTTP server; read it with `clientAddress(context)`. */
  clientAddress?: string;
}

/**
 * The request's facts in the context every loader, action and the document render receive. A render
 * that was given none (a page rendered once for every visitor) reads the empty default.
 */
export const requestFacts = createContext<RequestFacts>({});

/**
 * The context for one request. The HTTP server asks the app's server build for it (through the lifecycle)
 * so the context key is the very one the routes read: the server bundle holds its own copies of app modules.
 */
export function requestContext(facts: RequestFacts): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestFacts, facts]]));
}
