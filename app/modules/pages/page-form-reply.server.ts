import { redirect } from "react-router";
import type { Submission } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import type { SavePageResult } from "./save-page.server";

/**
 * The page form's answer. A plain form post (no JavaScript) goes straight to the list; with
 * JavaScript the page shows 'Page Saved!' first and moves on a second later. An unknown page goes
 * back to the list too (spec section 8).
 */
export function pageFormReply(submission: Submission<unknown>, saved: SavePageResult | undefined) {
  if (!submission.ok) return formFailure(submission);
  if (!saved || (!saved.ok && "notFound" in saved)) return redirect("/admin/manage-pages", 303);
  if (!saved.ok) return formFailure(submission, { fieldErrors: saved.fieldErrors });
  if (!submission.enhanced) return redirect("/admin/manage-pages", 303);
  return formSuccess();
}
