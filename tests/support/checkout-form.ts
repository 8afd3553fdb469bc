import { firstErrors } from "~/lib/forms/field-errors";
import { checkoutValidationError, startCheckout } from "~/modules/payments/checkout-form.server";
import { checkoutSchema } from "~/modules/payments/checkout-schema";

type Deps = Parameters<typeof startCheckout>[0];

/** What POST /checkout does with a posted form (see routes/checkout.tsx): check it, then start the checkout. */
export async function checkoutFromForm(deps: Deps, form: Record<string, string>) {
  const parsed = checkoutSchema(deps.now ?? new Date()).safeParse(form);
  if (!parsed.success) {
    const fieldErrors = firstErrors(parsed.error);
    return { ok: false as const, status: 400, error: checkoutValidationError(form.product, fieldErrors), fieldErrors };
  }
  return startCheckout(deps, parsed.data);
}
