import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Fresh per response; absent while prerendering at build time. */
    cspNonce?: string;
    /** The client's network address as Express sees it (`req.ip`, honouring TRUST_PROXY). */
    clientAddress?: string;
  }
}

export {};
