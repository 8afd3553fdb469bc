import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Fresh per response; absent while prerendering at build time. */
    cspNonce?: string;
  }
}

export {};
