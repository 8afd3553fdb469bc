import type { KeyboardEvent } from "react";

/** For a <details> disclosure (a menu): Escape closes it and returns focus to its summary. */
export function closeDetailsOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  if (event.key !== "Escape" || !event.currentTarget.open) return;
  event.currentTarget.open = false;
  event.currentTarget.querySelector("summary")?.focus();
}
