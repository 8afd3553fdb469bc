import { FlaskConicalIcon, LoaderCircleIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { formatPrice } from "~/modules/payments/products";
import { isPosting } from "~/components/forms/is-posting";
import type { BookedConsultation } from "~/modules/payments/booking-summary.server";
import { BookingSummary } from "./booking-summary";

interface DemoCheckout {
  name: string;
  description: string;
  amountCents: number;
  currency: string;
  email: string;
  reference: string;
  booking?: BookedConsultation;
}

/**
 * The local stand-in for Stripe's hosted checkout, used while no Stripe key is configured. It says
 * plainly that no money is taken; 'Pay' completes the order through the real fulfilment path.
 */
export function DemoCheckoutCard({ checkout }: { checkout: DemoCheckout }) {
  const navigation = useNavigation();
  const busy = isPosting(navigation);
  const paying = busy && navigation.formData?.get("intent") === "pay";
  const price = formatPrice(checkout.amountCents, checkout.currency);
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div role="note" className="mb-6 flex gap-3 rounded-xl border border-wattle-400 bg-wattle-100 p-4 text-sm text-slate-900">
        <FlaskConicalIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>Demo checkout.</strong> This site runs without a payment provider, so no card is needed and no money is
          taken. Paying here completes the order exactly as a real payment would, including the email.
        </p>
      </div>
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between gap-3">
            <h1 className="text-2xl font-bold text-slate-900">Demo Checkout</h1>
            <Badge variant="muted">Test mode</Badge>
          </div>
        </CardHeader>
        <CardContent className="grid gap-6">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your order</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 font-medium">Item</th>
                <th scope="col" className="py-2 pl-4 text-right font-medium">Qty</th>
                <th scope="col" className="py-2 pl-4 text-right font-medium">Price</th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-200 align-top">
                <td className="py-3">
                  <p className="font-semibold text-slate-900">{checkout.name}</p>
                  <p className="text-slate-600">{checkout.description}</p>
                </td>
                <td className="py-3 pl-4 text-right">1</td>
                <td className="py-3 pl-4 text-right whitespace-nowrap">{price}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="pt-3 pr-0 text-right font-semibold text-slate-900">
                  Total
                </th>
                <td className="pt-3 pl-4 text-right font-bold whitespace-nowrap text-slate-900">{price}</td>
              </tr>
            </tfoot>
          </table>
          {checkout.booking ? <BookingSummary booking={checkout.booking} /> : <p className="text-sm text-slate-700">Order reference: {checkout.reference}</p>}
          <p className="text-sm text-slate-700">
            Receipt and confirmation to <strong className="break-words">{checkout.email}</strong>
          </p>
          <Form method="post" className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="submit" name="intent" value="cancel" variant="outline" disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" name="intent" value="pay" disabled={busy}>
              {paying ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {paying ? "Processing..." : `Pay ${price}`}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
