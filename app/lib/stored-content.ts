/**
 * Marks where HTML an administrator stored stands in a page. That HTML is sanitised when it is saved, and
 * the server also never allows a script inside these marks by its CSP hash (server/static/inline-script-hashes.ts),
 * so a script that slipped past sanitising still cannot run on a page kept for everyone.
 */
export const STORED_CONTENT_START = "<!--stored-content-->";
export const STORED_CONTENT_END = "<!--/stored-content-->";

/** The stored HTML between the marks; marks inside it are dropped, so it cannot end the region early. */
export function markStoredContent(html: string): string {
  const inner = html.split(STORED_CONTENT_START).join("").split(STORED_CONTENT_END).join("");
  return `${STORED_CONTENT_START}${inner}${STORED_CONTENT_END}`;
}

/** A page's HTML without its stored regions. */
export function withoutStoredContent(html: string): string {
  let result = "";
  let position = 0;
  for (;;) {
    const start = html.indexOf(STORED_CONTENT_START, position);
    if (start === -1) return result + html.slice(position);
    result += html.slice(position, start);
    const end = html.indexOf(STORED_CONTENT_END, start);
    // An unclosed region runs to the end of the page: nothing after it is trusted.
    if (end === -1) return result;
    position = end + STORED_CONTENT_END.length;
  }
}
