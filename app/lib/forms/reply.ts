/**
 * The one answer shape of every form action (decision record 015). Browser-safe: components read
 * these types; the server builds them with the helpers in `reply.server.ts`.
 */

/** A message about the whole form: shown as a toast and, where the form has one, an alert. */
export interface FormNotice {
  title: string;
  message: string;
}

/** The first message for each field that has a problem, shown under that field. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** What was typed, echoed back so a page re-rendered without JavaScript keeps it. */
export type FormValues = Record<string, string>;

export interface FormFailure<Field extends string = string> {
  ok: false;
  /** A problem with the form as a whole (rate limit, payment error, wrong password...). */
  formError?: FormNotice;
  fieldErrors: FieldErrors<Field>;
  values: FormValues;
}

export type FormSuccess<Data extends object = object> = { ok: true } & Data;

export type FormReply<Data extends object = object, Field extends string = string> = FormSuccess<Data> | FormFailure<Field>;

export function isFormFailure(reply: unknown): reply is FormFailure {
  return typeof reply === "object" && reply !== null && (reply as { ok?: unknown }).ok === false;
}

/** Whether a failure names fields (shown inline, focus moves there) rather than only the form. */
export function hasFieldErrors(reply: FormFailure | undefined): boolean {
  return Boolean(reply && Object.values(reply.fieldErrors).some(Boolean));
}
