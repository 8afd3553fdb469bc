import { useHydrated } from "./use-hydrated";

/** The form field name that tells an action the browser runs JavaScript (answer with data, not a redirect). */
export const ENHANCED_FIELD = "_enhanced";

/**
 * Rendered only once JavaScript runs: a form without it was posted by a plain browser, so the
 * action answers with a redirect; with it, with data the page turns into toasts and navigation.
 */
export function EnhancedFlag() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
