import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Fresh per response; absent while prerendering at build time. */
    cspNonce?: string;
    /** The client's network address, resolved once by the HTTP server; read it with `clientAddress(context)`. */
    clientAddress?: string;
  }
}

export {};
