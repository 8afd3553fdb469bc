import { redirect } from "react-router";
import type { FieldErrors } from "./reply";
import type { Submission } from "./parse-form.server";
import { formFailure, formSuccess } from "./reply.server";

/** What an admin editor's save gives: the record, its field problems, or that it no longer exists. */
export type SaveOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrors } | { ok: false; notFound: true };

/**
 * The answer of an admin editor (pages, agents). A plain form post (no JavaScript) goes straight to
 * the list; with JavaScript the page shows its 'Saved' toast first and moves on a second later. An
 * unknown record goes back to the list too.
 */
export function savedFormReply(submission: Submission<unknown>, saved: SaveOutcome | undefined, listPath: string) {
  if (!submission.ok) return formFailure(submission);
  if (!saved || (!saved.ok && "notFound" in saved)) return redirect(listPath, 303);
  if (!saved.ok) return formFailure(submission, { fieldErrors: saved.fieldErrors });
  if (!submission.enhanced) return redirect(listPath, 303);
  return formSuccess();
}
