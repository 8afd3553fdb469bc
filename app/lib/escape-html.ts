const replacements: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for use inside HTML element content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => replacements[character] ?? character);
}

/** One line of text for a header such as Subject: no line breaks, so nothing can be injected after it. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
