import { useRef } from "react";

/**
 * A one-time token for a form on a page every visitor is sent the same bytes of (a prerendered page).
 * It is made in the browser at the first submit and kept for the ones after it (a double click, a retry,
 * even after the form was reset), so no two visitors share one. Without JavaScript the field stays empty
 * and the post is simply not de-duplicated.
 */
export function useSubmissionToken() {
  const tokenRef = useRef<HTMLInputElement>(null);
  const token = useRef("");
  const stamp = () => {
    if (!token.current) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      token.current = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    }
    if (tokenRef.current) tokenRef.current.value = token.current;
  };
  return { tokenRef, stamp };
}
