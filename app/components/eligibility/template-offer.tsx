import { FileTextIcon } from "lucide-react";
import { useState } from "react";
import { PurchaseForm, type TemplateChoice } from "~/components/payments/purchase-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { formatOfferPrice } from "~/modules/i18n/format";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { PRODUCTS } from "~/modules/payments/products";
import { OfferCardHeader } from "./offer-card-header";

interface TemplateOfferProps extends TemplateChoice {
  /** Without JavaScript the purchase form opens in a native disclosure instead of a dialog. */
  hydrated: boolean;
}

/**
 * The purchase form in the page's language. It posts to the checkout under the page's prefix, so a checkout
 * that cannot start is shown, and its toast worded, in the page's language.
 */
function LocalPurchaseForm({ template, visaName, answers }: TemplateChoice) {
  const { locale } = useI18n();
  return <PurchaseForm template={template} visaName={visaName} answers={answers} action={localizePath("/checkout", locale)} />;
}

/** The optional paid template and checklist, below the result. */
export function TemplateOffer({ template, visaName, answers, hydrated }: TemplateOfferProps) {
  const [open, setOpen] = useState(false);
  const { locale, t } = useI18n();
  const buyLabel = t("result.offer.template.buy", { price: formatOfferPrice(PRODUCTS.template.amountCents / 100, locale) });
  return (
    <Card className="flex flex-col" data-print-hidden>
      <OfferCardHeader
        icon={FileTextIcon}
        badgeClassName="bg-wattle-100 text-slate-900"
        heading={t("result.offer.template.heading")}
        description={t("result.offer.template.description", { visa: visaName })}
      />
      <CardContent className="flex-1">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t("result.offer.template.point.sections")}</li>
          <li>{t("result.offer.template.point.checklist")}</li>
          <li>{t("result.offer.template.point.email")}</li>
        </ul>
      </CardContent>
      <CardFooter>
        {hydrated ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="accent" className="w-full">
                {buyLabel}
              </Button>
            </DialogTrigger>
            <DialogContent closeLabel={t("result.offer.template.purchase.close")}>
              <DialogHeader>
                <DialogTitle>{t("result.offer.template.purchase.title")}</DialogTitle>
                <DialogDescription>{t("result.offer.template.purchase.description")}</DialogDescription>
              </DialogHeader>
              <LocalPurchaseForm template={template} visaName={visaName} answers={answers} />
            </DialogContent>
          </Dialog>
        ) : (
          <details className="w-full">
            <summary className={"cursor-pointer rounded-lg bg-wattle-400 px-4 py-2.5 text-center text-sm font-semibold text-slate-900"}>
              {buyLabel}
            </summary>
            <div className="mt-4">
              <p className="mb-3 font-semibold text-slate-900">{t("result.offer.template.purchase.title")}</p>
              <LocalPurchaseForm template={template} visaName={visaName} answers={answers} />
            </div>
          </details>
        )}
      </CardFooter>
    </Card>
  );
}
