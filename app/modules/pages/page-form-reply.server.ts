import type { Submission } from "~/lib/forms/parse-form.server";
import { savedFormReply } from "~/lib/forms/saved-reply.server";
import type { SavePageResult } from "./save-page.server";

/** The page form's answer: back to Manage Pages, after 'Page Saved!' with JavaScript. */
export function pageFormReply(submission: Submission<unknown>, saved: SavePageResult | undefined) {
  return savedFormReply(submission, saved, "/admin/manage-pages");
}
