/** The reminder's form action (and, with dates in the query, a page holding the form). */
export const REMINDER_PATH = "/check/remind";
/** The page behind the delete link of every reminder message. */
export const REMINDER_DELETE_PATH = "/check/remind/delete";

/** A path of this site ('/check?…'), never an address elsewhere ('//evil.example', '/\\evil'): a way back may only lead here. */
export function isSitePath(value: string): boolean {
  return value.length <= 2000 && /^\/(?![/\\])[^\s\\]*$/.test(value);
}
