import type { Submission } from "~/lib/forms/parse-form.server";
import { savedFormReply } from "~/lib/forms/saved-reply.server";
import { formSuccess } from "~/lib/forms/reply.server";
import type { SavePageResult } from "./save-page.server";

/**
 * The page form's answer: back to Manage Pages, after 'Page Saved!' with JavaScript; a save that dropped
 * links whose address is not allowed says how many, so the author is not surprised by their absence.
 */
export function pageFormReply(submission: Submission<unknown>, saved: SavePageResult | undefined) {
  if (submission.ok && submission.enhanced && saved?.ok && saved.removedLinks > 0) return formSuccess({ removedLinks: saved.removedLinks });
  return savedFormReply(submission, saved, "/admin/manage-pages");
}
