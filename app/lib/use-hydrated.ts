import { startTransition, useEffect, useState } from "react";

/** Until the page's first hydration has finished: afterwards, parts that mount are hydrated from the start. */
let hydrating = true;

/**
 * False in the server's HTML and during hydration, true once the browser runs the page's JavaScript.
 * Parts that need JavaScript (the searchable country list, the purchase dialog) render their plain-HTML
 * form until then, so the page works before and without JavaScript.
 *
 * The switch after hydration is a transition: React renders it in slices between the browser's other
 * work. (A store read with `useSyncExternalStore` switched in one synchronous render of the whole
 * checker right after hydration, the page's longest task on a phone.) Parts mounted later, after a
 * navigation, start hydrated and never show the plain form.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
