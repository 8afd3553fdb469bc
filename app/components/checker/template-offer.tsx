import { FileTextIcon } from "lucide-react";
import { useState } from "react";
import { PurchaseForm, type TemplateChoice } from "~/components/payments/purchase-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Heading } from "./heading";

interface TemplateOfferProps extends TemplateChoice {
  /** Without JavaScript the purchase form opens in a native disclosure instead of a dialog. */
  hydrated: boolean;
}

/** The optional paid template and checklist, below the result. */
export function TemplateOffer({ template, visaName, answers, hydrated }: TemplateOfferProps) {
  const [open, setOpen] = useState(false);
  const buyLabel = "Buy Template - $29 AUD";
  return (
    <Card className="flex flex-col" data-print-hidden>
      <CardHeader>
        <span className="flex size-11 items-center justify-center rounded-full bg-wattle-100 text-slate-900">
          <FileTextIcon className="size-5" aria-hidden="true" />
        </span>
        <Heading depth={2} className="mt-2 text-lg font-semibold text-slate-900">
          Application Template and Checklist
        </Heading>
        <CardDescription>
          Optional. A ready-to-fill application template and the document checklist for the {visaName}, delivered
          instantly by e-mail. The eligibility check itself stays free.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Every section of the application, explained</li>
          <li>Checklist of the documents to gather</li>
          <li>One purchase, sent to your e-mail at once</li>
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
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Complete Your Purchase</DialogTitle>
                <DialogDescription>Enter your e-mail address, then pay securely on the next page.</DialogDescription>
              </DialogHeader>
              <PurchaseForm template={template} visaName={visaName} answers={answers} />
            </DialogContent>
          </Dialog>
        ) : (
          <details className="w-full">
            <summary className={"cursor-pointer rounded-lg bg-wattle-400 px-4 py-2.5 text-center text-sm font-semibold text-slate-900"}>
              {buyLabel}
            </summary>
            <div className="mt-4">
              <p className="mb-3 font-semibold text-slate-900">Complete Your Purchase</p>
              <PurchaseForm template={template} visaName={visaName} answers={answers} />
            </div>
          </details>
        )}
      </CardFooter>
    </Card>
  );
}
