import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Fresh per response; absent for pages rendered once for every visitor (prerendered or cached). */
    cspNonce?: string;
    /** The client's network address, resolved once by the HTTP server; read it with `clientAddress(context)`. */
    clientAddress?: string;
  }
}

export {};
