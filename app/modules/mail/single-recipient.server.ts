import addressparser from "nodemailer/lib/addressparser";

/**
 * Whether `value` is exactly one bare mailbox as the mail library itself reads a header: one address, no
 * display name, no group, and nothing else. The last guard before a message is queued, behind the forms'
 * own check (`emailAddress`), so no recipient or Reply-To field can ever name several people.
 */
export function isOneMailbox(value: string): boolean {
  const parsed = addressparser(value, { flatten: false });
  if (parsed.length !== 1) return false;
  const [entry] = parsed;
  return entry !== undefined && !("group" in entry && entry.group) && entry.name === "" && "address" in entry && entry.address === value;
}

export class RecipientError extends Error {
  constructor(field: string) {
    super(`The ${field} of a message must be exactly one address.`);
    this.name = "RecipientError";
  }
}
