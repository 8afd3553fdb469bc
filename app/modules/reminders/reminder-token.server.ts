import { sign, verifySignature } from "~/lib/signing-secret.server";

const PURPOSE = "reminder-delete:";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The delete link's token: the request's id and its signature, so no one can delete a request by guessing. */
export function reminderToken(id: string): string {
  return `${id}.${sign(PURPOSE + id)}`;
}

/** The request a token names, or null when it was not signed by this site. */
export function reminderIdOfToken(token: string | null | undefined): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.indexOf(".");
  const id = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (dot < 0 || !UUID.test(id) || !signature) return null;
  return verifySignature(PURPOSE + id, signature) ? id : null;
}
