/**
 * The form field that tells an action the browser runs JavaScript: rendered by `<EnhancedFlag />`
 * once the page is hydrated, read by `parseForm` as `submission.enhanced`. With it the action may
 * answer with data (toasts, client navigation); without it, with a redirect or a page.
 */
export const ENHANCED_FIELD = "_enhanced";
