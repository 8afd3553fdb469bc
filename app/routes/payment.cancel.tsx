import { getDb } from "~/lib/db.server";
import { cancelCheckout, cancelledRecordOf } from "~/modules/payments/lifecycle.server";
import { CircleXIcon } from "lucide-react";
import { Link } from "react-router";
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import type { Route } from "./+types/payment.cancel";

/** Coming back through the checkout's cancel link ends the order or booking it names as cancelled. */
export async function loader({ request }: Route.LoaderArgs) {
  const record = cancelledRecordOf(new URL(request.url));
  if (record) await cancelCheckout(getDb(), record);
  return null;
}

export function meta() {
  return [{ title: "Payment Canceled | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

/** /payment/cancel, in English for now: other languages say so above it, in their own words. */
export default function PaymentCancel() {
  const { locale } = useI18n();
  return (
    <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-xl px-4 pt-8">
      <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <CircleXIcon className="size-14 text-slate-500" aria-hidden="true" />
            <h1 className="text-3xl font-bold text-slate-900">Payment Canceled</h1>
            <p className="text-slate-700">You have not been charged. Your order was not completed, and you can try again at any time.</p>
            <Button asChild className="mt-2">
              <Link to={localizePath("/", locale)}>Return to Homepage</Link>
            </Button>
          </CardContent>
        </Card>
      </section>
    </EnglishOnlyContent>
  );
}
