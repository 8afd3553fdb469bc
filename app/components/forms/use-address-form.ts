import { useNavigation } from "react-router";
import type { FormNotice, FormReply } from "~/lib/forms/reply";
import { notify } from "~/lib/toast";
import { filledIn } from "./filled-in";
import { isPosting } from "./is-posting";
import { toastReply } from "./toast-reply";
import { useForm, type FormState } from "./use-form";

/**
 * A form that asks for one address before posting (resend the guide, send a test or a template): a blank
 * address gives the error toast instead of the browser's bubble, every answer its usual toast, and the
 * page's post its busy state.
 */
export function useAddressForm<Reply extends FormReply<{ notice?: FormNotice }>, Field extends string>(
  reply: Reply | undefined,
  field: Field,
  missing: string,
  errorTitle = "Error",
): FormState<Reply, Field> & { sending: boolean } {
  const sending = isPosting(useNavigation());
  const form = useForm<Reply, Field>({
    reply,
    validate: filledIn(field, missing),
    onInvalid: () => notify.error(errorTitle, missing),
    onReply: toastReply,
  });
  return { ...form, sending };
}
