import { ENHANCED_FIELD } from "~/lib/forms/enhanced-field";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Rendered only once JavaScript runs: a form without it was posted by a plain browser, so the
 * action answers with a redirect; with it, with data the page turns into toasts and navigation.
 */
export function EnhancedFlag() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
