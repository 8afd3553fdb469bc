import { notify } from "~/lib/toast";
import type { FormNotice, FormReply } from "~/lib/forms/reply";

/** The usual toast for an answer: a success's notice in green, a failure's form error in red. */
export function toastReply(reply: FormReply<{ notice?: FormNotice }>): void {
  if (reply.ok) {
    if (reply.notice) notify.success(reply.notice.title, reply.notice.message);
  } else if (reply.formError) {
    notify.error(reply.formError.title, reply.formError.message);
  }
}
