import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the browser runs the page's JavaScript.
 * Parts that need JavaScript (the searchable country list, the purchase dialog) render their plain-HTML
 * form until then, so the page works before and without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
