import { useRef } from "react";

/**
 * A one-time token for a form on a page every visitor is sent the same bytes of (a prerendered page).
 * It is made in the browser at the first submit and kept for the ones after it (a double click, a retry,
 * even after the form was reset), so no two visitors share one. The hidden field is added at that moment:
 * without JavaScript the form posts without it and is simply not de-duplicated.
 */
export function useSubmissionToken(): (form: HTMLFormElement) => void {
  const token = useRef("");
  return (form) => {
    if (!token.current) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      token.current = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    }
    const existing = form.elements.namedItem("_submission");
    const field = existing instanceof HTMLInputElement ? existing : form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name: "_submission" }));
    field.value = token.current;
  };
}
